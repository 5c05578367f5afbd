import { keepPreviousData } from '@tanstack/react-query';
import { apiPageQueryOptions, useQuery } from '@portal/shared/api-client';
import { PAGINATION_PER_PAGE } from '@portal/shared/constants';
import { API_PATHS, type OrganizerTournamentListItem } from '@portal/shared/contracts';
import { organizerKeys } from '../query-keys';

/** GET /organizer/tournaments: my tournaments (every one for staff), drafts included, newest first. */
export const myTournamentsQueryOptions = (page: number) =>
  apiPageQueryOptions<OrganizerTournamentListItem>(organizerKeys.list(page), API_PATHS.organizerTournaments, { page, per_page: PAGINATION_PER_PAGE });

export const useMyTournaments = (page: number) => useQuery({ ...myTournamentsQueryOptions(page), placeholderData: keepPreviousData });
