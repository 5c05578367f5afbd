import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type Game } from '@portal/shared/contracts';
import { useLocale } from '@portal/shared/platform';
import { REFERENCE_STALE_MS } from '../../reference/api/keys';
import { profileKeys } from './keys';

/** GET /games: every game with the fields of its profile, labels in the interface language. */
export const gamesQueryOptions = (locale: string) => apiQueryOptions<Game[]>(profileKeys.games(locale), API_PATHS.games);

export function useGames() {
  return useQuery({ ...gamesQueryOptions(useLocale()), staleTime: REFERENCE_STALE_MS });
}
