/** Vote answers: types inferred from the response schemas. */
export type { Vote, VoteOption } from './responses/vote';
