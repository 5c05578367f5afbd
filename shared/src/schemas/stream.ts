import * as v from 'valibot';
import { GAMES, STREAMER_MESSAGES } from '@portal/shared/constants';
import { encodeErrorCode } from '@portal/shared/contracts';
import { parseStreamLink } from '../domain/streams/link';
import { fields, id, requiredText } from './fields';

export const STREAM_TITLE_MIN = 3;
export const STREAM_TITLE_MAX = 120;
const GAME_IDS = Object.values(GAMES).map((game) => game.id);

/**
 * POST /v1/client/streams: an approved streamer goes live. The link must be a broadcast the portal knows
 * (YouTube, Twitch, TikTok, Kick, Trovo; `parseStreamLink`), the title 3 to 120 characters, the game one of
 * the portal's; the tournament it covers is optional (the server checks it exists, is published and is of
 * that game).
 */
export const streamStartSchema = fields({
  title: v.pipe(
    requiredText(STREAMER_MESSAGES.required),
    v.check((title) => title.length >= STREAM_TITLE_MIN && title.length <= STREAM_TITLE_MAX, encodeErrorCode(STREAMER_MESSAGES.stream_title, { min: STREAM_TITLE_MIN, max: STREAM_TITLE_MAX })),
  ),
  url: v.pipe(
    requiredText(STREAMER_MESSAGES.required),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const link = parseStreamLink(dataset.value);
      if (link) return link;
      addIssue({ message: STREAMER_MESSAGES.stream_link });
      return NEVER;
    }),
  ),
  game_id: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(), v.digits(), v.transform(Number))], STREAMER_MESSAGES.required),
    v.check((value) => (GAME_IDS as readonly number[]).includes(value), STREAMER_MESSAGES.required),
  ),
  tournament_id: v.pipe(
    v.optional(v.nullable(v.union([id(STREAMER_MESSAGES.stream_tournament), v.literal('')], STREAMER_MESSAGES.stream_tournament)), null),
    v.transform((value): number | null => (value === '' ? null : value)),
  ),
});
export type StreamStartInput = v.InferInput<typeof streamStartSchema>;
export type StreamStartOutput = v.InferOutput<typeof streamStartSchema>;
