/** Rating answers: types inferred from the response schemas. */
export type { PlayerRatingRow, RatingBoardRow, RatingSeason, RatingTeamRef, TeamRating, TeamRatingHistoryItem } from './responses/rating';
