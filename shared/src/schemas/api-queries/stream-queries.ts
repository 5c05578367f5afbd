import * as v from 'valibot';
import { GENERIC_MESSAGES, PAGINATION_PER_PAGE, TRANSFERS_PER_PAGE } from '@portal/shared/constants';
import { integerText, optionalQuery, queryInteger } from './query-values';
import { GAME_FILTERS_BY_VALUE, GAME_FILTER_VALUES, MAX_PAGE, MAX_PER_PAGE } from './tournament-queries';

/** GET /v1/client/streams?game=&streamer=&page=&per_page= (and the game filter of the other lists). */
export const StreamListQuerySchema = v.object({
  streamer: optionalQuery(v.pipe(integerText(1, Number.MAX_SAFE_INTEGER), v.description("one streamer's streams (user id)"))),
  game: optionalQuery(
    v.pipe(
      v.picklist(GAME_FILTER_VALUES, GENERIC_MESSAGES.one_of),
      v.transform((value) => GAME_FILTERS_BY_VALUE[value]),
      v.description('game slug (pubg-mobile, mlbb), data slug (pubg) or id (1, 3)'),
    ),
  ),
  page: v.pipe(queryInteger(1, MAX_PAGE, 1), v.description('page number')),
  per_page: v.pipe(queryInteger(1, MAX_PER_PAGE, PAGINATION_PER_PAGE), v.description(`items per page (default ${PAGINATION_PER_PAGE})`)),
});
export type StreamListQuery = v.InferOutput<typeof StreamListQuerySchema>;

/** GET /v1/client/transfers?game=&page=: 10 per page (docs/spec.md section 9). */
export const TransferListQuerySchema = v.object({
  game: StreamListQuerySchema.entries.game,
  page: v.pipe(queryInteger(1, MAX_PAGE, 1), v.description('page number')),
  per_page: v.pipe(queryInteger(1, MAX_PER_PAGE, TRANSFERS_PER_PAGE), v.description(`items per page (default ${TRANSFERS_PER_PAGE})`)),
});
export type TransferListQuery = v.InferOutput<typeof TransferListQuerySchema>;
