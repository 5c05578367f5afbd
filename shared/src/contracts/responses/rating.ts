import * as v from 'valibot';
import { described, int, nullableInt, nullableText, text } from './build';
import { GameRefSchema } from './game';
import { TeamLogoSchema } from './team';
import { AvatarSchema } from './user';

/**
 * Rating answers: boards of teams with points from the placement rule (shared
 * RATING_PLACEMENT_POINTS x tier), seasons, the personal board of players, and a team's rating page.
 */
export const RatingTeamRefSchema = v.object({ id: int(), name: text(), slug: text(), logo: v.nullable(TeamLogoSchema) });
export type RatingTeamRef = v.InferOutput<typeof RatingTeamRefSchema>;

export const RatingBoardRowSchema = v.object({
  position: int(),
  team: RatingTeamRefSchema,
  points: int(),
  change: described(int(), 'points earned in the last 30 days'),
  tournaments_count: described(int(), 'tournaments counted'),
  wins: described(int(), 'tournaments won'),
  skill: described(v.number(), "OpenSkill rating of the board's results: μ − 3σ, one decimal (0 before the first result)"),
});
export type RatingBoardRow = v.InferOutput<typeof RatingBoardRowSchema>;

export const RatingSeasonSchema = v.object({
  id: int(),
  slug: text(),
  name: described(text(), "in the request's language"),
  starts_at: text(),
  ends_at: text(),
  is_current: v.boolean(),
  teams_count: int(),
  leader: v.nullable(v.object({ team: RatingTeamRefSchema, points: int() })),
});
export type RatingSeason = v.InferOutput<typeof RatingSeasonSchema>;

export const PlayerRatingRowSchema = v.object({
  position: int(),
  user: v.object({ id: int(), username: text(), slug: nullableText(), avatar: v.nullable(AvatarSchema) }),
  rating: int(),
  kills: int(),
  deaths: int(),
  matches: int(),
  kd: described(v.number(), 'kills per death, two decimals'),
});
export type PlayerRatingRow = v.InferOutput<typeof PlayerRatingRowSchema>;

export const TeamRatingHistoryItemSchema = v.object({
  tournament: v.object({ id: int(), name: text(), slug: text() }),
  date: described(text(), 'when the result was decided (ISO)'),
  place: int(),
  points: int(),
  total: described(int(), 'running total after this tournament'),
});
export type TeamRatingHistoryItem = v.InferOutput<typeof TeamRatingHistoryItemSchema>;

export const TeamRatingSchema = v.object({
  team: RatingTeamRefSchema,
  game: GameRefSchema,
  board: described(text(), 'the board the position is on: all, world or a division slug'),
  position: described(nullableInt(), 'null when the team has no counted result on this board'),
  teams_count: described(int(), 'teams on the board'),
  points: int(),
  change: int(),
  tournaments_count: int(),
  wins: int(),
  skill: described(
    v.object({ mu: v.number(), sigma: v.number(), ordinal: described(v.number(), 'μ − 3σ, one decimal') }),
    "OpenSkill (Plackett-Luce) rating of the board's results: each tournament one match of its teams ranked by final place",
  ),
  history: described(v.array(TeamRatingHistoryItemSchema), "the board's counted results, oldest first"),
});
export type TeamRating = v.InferOutput<typeof TeamRatingSchema>;
