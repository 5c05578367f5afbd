import * as v from 'valibot';
import { described, int, nullableText, text } from './build';

/** A streamer application (docs/spec.md section 3: channel, telegram, followers_count) and its review. */
export const StreamerSchema = v.object({
  id: int(),
  channel: text(),
  telegram: text(),
  followers_count: int(),
  status: described(v.picklist(['pending', 'approved', 'rejected']), 'pending until staff answer (within 48 hours)'),
  review_note: described(nullableText(), "the staff's reason for a rejection"),
  created_at: text(),
  reviewed_at: nullableText(),
  user: v.object({ id: int(), username: text(), slug: nullableText() }),
});
export type Streamer = v.InferOutput<typeof StreamerSchema>;

/** GET /v1/client/streamers/mine: the signed-in player's application, or null when there is none. */
export const MyStreamerApplicationSchema = v.nullable(StreamerSchema);
