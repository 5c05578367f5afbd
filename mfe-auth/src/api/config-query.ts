import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@portal/shared/api-client';
import { AUTH_API_PATHS, type AuthConfig } from '@portal/shared/contracts';

/** What the login screen offers (bot check, Google, Discord, Telegram, messengers), read at run time. */
const CONFIG_STALE_MS = 5 * 60_000;

const configOptions = apiQueryOptions<AuthConfig>(['auth', 'config'], AUTH_API_PATHS.config);

export const authConfigQuery = () => queryOptions({ queryKey: configOptions.queryKey, queryFn: configOptions.queryFn, staleTime: CONFIG_STALE_MS });

export function useAuthConfig() {
  return useQuery(authConfigQuery());
}
