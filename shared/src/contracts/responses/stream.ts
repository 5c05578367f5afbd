import * as v from 'valibot';
import { described, int, nullableText, text } from './build';
import { GameRefSchema } from './game';
import { AvatarSchema } from './user';

/** Streams of /watch: live first, then recent; the player embeds YouTube and Twitch. */
export const StreamSchema = v.object({
  id: int(),
  title: text(),
  platform: described(text(), 'youtube, twitch, tiktok, kick or trovo'),
  channel_url: text(),
  embed_id: described(text(), 'video or channel id the player embeds'),
  is_live: v.boolean(),
  viewers_count: int(),
  started_at: nullableText(),
  ended_at: nullableText(),
  game: v.nullable(GameRefSchema),
  tournament: v.nullable(v.object({ id: int(), name: text(), slug: text() })),
  streamer: v.object({ id: int(), username: text(), slug: nullableText(), avatar: v.nullable(AvatarSchema) }),
});
export type Stream = v.InferOutput<typeof StreamSchema>;
