import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type TournamentEntry } from '@portal/shared/contracts';
import { applicationKeys } from '../query-keys';

/** GET /v1/client/tournament-entries: the user's teams' applications and those naming the user. */
export const myEntriesQueryOptions = () => apiQueryOptions<TournamentEntry[]>(applicationKeys.mine(), API_PATHS.myEntries);

export const useMyEntries = (enabled: boolean) => useQuery({ ...myEntriesQueryOptions(), enabled });
