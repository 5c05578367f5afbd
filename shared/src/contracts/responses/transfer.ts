import * as v from 'valibot';
import { described, int, nullableText, text } from './build';
import { GameRefSchema } from './game';
import { AvatarSchema } from './user';

/** The transfers feed: players joining, leaving and moving between teams, newest first. */
const TransferTeamSchema = v.nullable(v.object({ id: int(), name: text(), slug: text() }));

export const TransferSchema = v.object({
  id: int(),
  kind: described(v.picklist(['join', 'leave', 'move']), 'join: into to_team; leave: out of from_team; move: from one to the other'),
  player: v.object({ id: int(), username: text(), slug: nullableText(), avatar: v.nullable(AvatarSchema) }),
  game: GameRefSchema,
  from_team: described(TransferTeamSchema, 'null for a join (or a deleted team)'),
  to_team: described(TransferTeamSchema, 'null for a leave (or a deleted team)'),
  created_at: text(),
});
export type Transfer = v.InferOutput<typeof TransferSchema>;
