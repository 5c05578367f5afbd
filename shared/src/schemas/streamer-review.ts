import * as v from 'valibot';
import { GENERIC_MESSAGES, PAGINATION_PER_PAGE } from '@portal/shared/constants';
import { encodeErrorCode } from '@portal/shared/contracts';
import { queryChoice, queryInteger } from './api-queries/query-values';
import { MAX_PAGE, MAX_PER_PAGE } from './api-queries/tournament-queries';

/** POST /admin/streamers/{id}/approve|reject: an optional note (the reason of a rejection), at most 500 characters. */
export const streamerReviewSchema = v.object({
  note: v.pipe(
    v.optional(v.nullable(v.string(GENERIC_MESSAGES.default)), null),
    v.transform((note) => (note === null ? null : note.trim() || null)),
    v.check((note) => note === null || note.length <= 500, encodeErrorCode(GENERIC_MESSAGES.max, { length: 500 })),
  ),
});

/** GET /v1/client/streamers?page=&per_page=&status= (status: staff only). */
export const StreamerListQuerySchema = v.object({
  status: v.pipe(queryChoice(['pending', 'approved', 'rejected'] as const), v.description('staff: pending, approved or rejected')),
  page: v.pipe(queryInteger(1, MAX_PAGE, 1), v.description('page number')),
  per_page: v.pipe(queryInteger(1, MAX_PER_PAGE, PAGINATION_PER_PAGE), v.description(`items per page (default ${PAGINATION_PER_PAGE})`)),
});
