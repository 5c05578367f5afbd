import * as v from 'valibot';
import { BRACKET_BEST_OF, BRACKET_TYPES, CUSTOM_GAME_MODES } from '@portal/shared/constants';
import { described, int, nullableInt, nullableText, text } from './build';
import { GameRefSchema } from './game';
import { NewsAuthorSchema, NewsCommentSchema } from './news';

/**
 * Answers of MLBB brackets, tournament comments and custom games.
 */
export const BracketTeamSchema = v.object({ id: described(int(), 'team id'), name: text(), slug: nullableText(), logo: nullableText() });
export type BracketTeam = v.InferOutput<typeof BracketTeamSchema>;

export const BracketSlotSchema = v.object({
  team: described(v.nullable(BracketTeamSchema), 'null while the team is not known yet (winner of an earlier match)'),
  seed: described(nullableInt(), 'seed of the team in the stage (1 the best)'),
  score: described(nullableInt(), 'games won in the series'),
  result: v.nullable(v.picklist(['win', 'loss', 'draw'])),
});
export type BracketSlot = v.InferOutput<typeof BracketSlotSchema>;

export const BRACKET_MATCH_STATUSES = ['locked', 'waiting', 'ready', 'running', 'completed', 'archived'] as const;
export type BracketMatchStatus = (typeof BRACKET_MATCH_STATUSES)[number];

export const BracketMatchSchema = v.object({
  id: int(),
  number: described(int(), 'number in its round'),
  status: described(v.picklist(BRACKET_MATCH_STATUSES), 'locked/waiting: teams not known; ready: both known; running: score entered; completed: won'),
  opponent1: described(v.nullable(BracketSlotSchema), 'null is a bye'),
  opponent2: v.nullable(BracketSlotSchema),
});
export type BracketMatch = v.InferOutput<typeof BracketMatchSchema>;

export const BracketRoundSchema = v.object({ number: int(), matches: v.array(BracketMatchSchema) });
export type BracketRound = v.InferOutput<typeof BracketRoundSchema>;

export const BracketGroupSchema = v.object({
  kind: described(v.picklist(['winners', 'losers', 'final']), 'upper bracket, lower bracket (double elimination) or grand final'),
  rounds: v.array(BracketRoundSchema),
});
export type BracketGroup = v.InferOutput<typeof BracketGroupSchema>;

export const BracketSchema = v.object({
  stage_id: int(),
  stage_name: text(),
  type: v.picklist(BRACKET_TYPES),
  best_of: v.picklist(BRACKET_BEST_OF),
  groups: v.array(BracketGroupSchema),
  champion: described(v.nullable(BracketTeamSchema), 'the winner once the last series is won'),
});
export type Bracket = v.InferOutput<typeof BracketSchema>;

export const BracketScoreChangeSchema = v.object({
  id: int(),
  match_id: int(),
  changed_by: v.nullable(NewsAuthorSchema),
  before: v.object({ opponent1_score: nullableInt(), opponent2_score: nullableInt() }),
  after: v.object({ opponent1_score: int(), opponent2_score: int() }),
  created_at: text(),
});
export type BracketScoreChange = v.InferOutput<typeof BracketScoreChangeSchema>;

export const OrganizerBracketsSchema = v.object({
  stages: described(
    v.array(v.object({ id: int(), name: text(), accepted_teams: described(int(), 'teams of the stage the bracket would seed'), bracket: v.nullable(BracketSchema) })),
    'every stage of the tournament with its bracket when it has one',
  ),
  changes: described(v.array(BracketScoreChangeSchema), 'score changes, newest first'),
});

export const TournamentCommentSchema = v.object({ ...NewsCommentSchema.entries });
export type TournamentComment = v.InferOutput<typeof TournamentCommentSchema>;
export const TournamentCommentThreadSchema = v.object({ ...TournamentCommentSchema.entries, replies: described(v.array(TournamentCommentSchema), 'answers, oldest first') });
export type TournamentCommentThread = v.InferOutput<typeof TournamentCommentThreadSchema>;

export const CustomGameSchema = v.object({
  id: int(),
  title: text(),
  game: GameRefSchema,
  mode: v.picklist(CUSTOM_GAME_MODES),
  start_time: described(text(), 'ISO date and time'),
  slots: int(),
  taken: described(int(), 'players who joined'),
  state: described(v.picklist(['open', 'full', 'started']), 'open to join, every slot taken, or started'),
  joined: described(v.boolean(), 'the caller joined (false for guests)'),
  host: NewsAuthorSchema,
  credentials_open_at: described(text(), 'from when joined players see the room id and password (15 minutes before the start)'),
  room: described(v.nullable(v.object({ room_id: text(), room_password: text() })), 'only for joined players, from credentials_open_at'),
});
export type CustomGame = v.InferOutput<typeof CustomGameSchema>;
