import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type OrganizerOptions } from '@portal/shared/contracts';
import { organizerKeys } from '../query-keys';

/** GET /organizer/options: games, divisions, features, countries, timezones, currencies, my organisation. */
export const organizerOptionsQueryOptions = () => apiQueryOptions<OrganizerOptions>(organizerKeys.options(), API_PATHS.organizerOptions);

/** The choices change rarely: kept fresh for ten minutes. */
export const useOrganizerOptions = () => useQuery({ ...organizerOptionsQueryOptions(), staleTime: 10 * 60_000 });
