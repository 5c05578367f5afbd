import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { post } from '@portal/shared/api-client';
import { LOGOUT_TARGET } from '@portal/shared/domain';
import { useLocalizedPath } from '@portal/shared/platform';
import { clearSession } from '@portal/shared/state';

/** The server gets this long to forget the token; exit goes on regardless. */
export const LOGOUT_REQUEST_TIMEOUT_MS = 5000;

/**
 * Exit: a best-effort POST /api/auth/logout, then the session is cleared (user, token, invite hash,
 * language, role), cached data of the user is dropped, and the login-by-number page opens.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const queryClient = useQueryClient();
  const store = useStore();
  return useCallback(async () => {
    const target = localized(LOGOUT_TARGET);
    try {
      await post('/auth/logout', undefined, { timeoutMs: LOGOUT_REQUEST_TIMEOUT_MS });
    } catch {
      // The token may already be invalid or the server unreachable: the local session ends anyway.
    }
    clearSession(store);
    queryClient.clear();
    await navigate(target, { replace: true });
  }, [localized, navigate, queryClient, store]);
}
