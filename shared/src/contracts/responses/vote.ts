import * as v from 'valibot';
import { described, int, nullableText, text } from './build';
import { GameRefSchema } from './game';

/** Votes of /votes: options, the caller's ballot, results after voting or closing. */
export const VoteOptionSchema = v.object({ id: int(), title: described(text(), "in the request's language"), image_url: nullableText() });

export const VoteSchema = v.object({
  id: int(),
  slug: text(),
  title: described(text(), "in the request's language"),
  description: nullableText(),
  game: v.nullable(GameRefSchema),
  multiple: described(v.boolean(), 'a ballot may name several options'),
  phase: v.picklist(['upcoming', 'open', 'closed']),
  starts_at: text(),
  ends_at: text(),
  options: v.array(VoteOptionSchema),
  voters_count: int(),
  my_choice: described(v.nullable(v.array(int())), "the caller's options (null: not voted or a guest)"),
  results: described(v.nullable(v.array(v.object({ option_id: int(), votes: int() }))), 'votes per option; null until the caller has voted or the vote is closed'),
});
export type Vote = v.InferOutput<typeof VoteSchema>;
export type VoteOption = v.InferOutput<typeof VoteOptionSchema>;
