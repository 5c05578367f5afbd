import * as v from 'valibot';
import { PAGINATION_PER_PAGE } from '@portal/shared/constants';
import { MAX_PAGE, MAX_PER_PAGE, MAX_ROW_ID } from '../api-queries/tournament-queries';
import { queryInteger } from '../api-queries/query-values';

/** GET /organizer/tournaments?page=&per_page= (drafts included, newest first). */
export const OrganizerTournamentListQuerySchema = v.object({
  page: v.pipe(queryInteger(1, MAX_PAGE, 1), v.description(`page number, 1 to ${MAX_PAGE}`)),
  per_page: v.pipe(queryInteger(1, MAX_PER_PAGE, PAGINATION_PER_PAGE), v.description(`items per page, 1 to ${MAX_PER_PAGE} (default ${PAGINATION_PER_PAGE})`)),
});
export type OrganizerTournamentListQuery = v.InferOutput<typeof OrganizerTournamentListQuerySchema>;

/** An id in a path (/organizer/tournaments/{id}, /organizer/stages/{id}...): anything else is not found. */
export const OrganizerIdParamSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/), v.transform(Number), v.maxValue(MAX_ROW_ID), v.description('numeric id')),
});
