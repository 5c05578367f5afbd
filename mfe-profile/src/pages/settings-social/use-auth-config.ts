import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type AuthConfig } from '@portal/shared/contracts';

/** Which providers can be attached (public sign-in config of the API), read at run time. */
export function useAuthConfig(enabled: boolean) {
  return useQuery({ ...apiQueryOptions<AuthConfig>(['auth', 'config'], AUTH_API_PATHS.config), enabled, staleTime: 5 * 60_000 });
}
