import { apiQueryOptions, isApiError, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type PublicUser } from '@portal/shared/contracts';
import { useLocale } from '@portal/shared/platform';
import { profileKeys } from './keys';

/** GET /v1/client/user/{slug}: a player's public profile, by slug or by id. */
export const publicUserQueryOptions = (ref: string, locale: string) => apiQueryOptions<PublicUser>(profileKeys.publicUser(ref, locale), API_PATHS.publicUser(ref));

/** There is no player at this address. */
export const isUnknownPlayer = (error: unknown) => isApiError(error) && error.status === 404;

export function usePublicUser(ref: string) {
  return useQuery({ ...publicUserQueryOptions(ref, useLocale()), retry: (count, error) => !isUnknownPlayer(error) && count < 1 });
}
