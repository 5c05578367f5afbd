import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type OrganizerTournament } from '@portal/shared/contracts';
import { organizerKeys } from '../query-keys';

/** GET /organizer/tournaments/{slug}: a tournament as its organiser edits it. */
export const managedTournamentQueryOptions = (slug: string) => apiQueryOptions<OrganizerTournament>(organizerKeys.tournament(slug), API_PATHS.organizerTournament(slug));

export const useManagedTournament = (slug: string) => useQuery(managedTournamentQueryOptions(slug));
