import { useQuery } from '../use-query';
import { queryOptions } from '@tanstack/react-query';
import { AUTH_API_PATHS, type AuthConfig } from '@portal/shared/contracts';
import { apiQueryOptions } from '../query-options';

/** The sign-in config changes with a deployment, not while a page is open: read again after 5 minutes. */
const AUTH_CONFIG_STALE_MS = 5 * 60_000;

const configCall = apiQueryOptions<AuthConfig>(['auth', 'config'], AUTH_API_PATHS.config);

/**
 * GET /v1/client/auth/config: what sign-in offers (bot check, Google, Discord, Telegram, messengers, the
 * dev outbox), read at run time by the sign-in pages (mfe-auth) and the social accounts page (mfe-profile).
 */
export const authConfigQueryOptions = () => queryOptions({ queryKey: configCall.queryKey, queryFn: configCall.queryFn, staleTime: AUTH_CONFIG_STALE_MS });

/** The sign-in config; `enabled: false` waits (e.g. until the visitor is signed in). */
export function useAuthConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...authConfigQueryOptions(), enabled });
}
