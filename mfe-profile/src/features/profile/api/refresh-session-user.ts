import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { fetchProfile } from '@portal/shared/api-client';
import { sessionUserAtom } from '@portal/shared/state';

/**
 * Reloads the signed-in user's profile (GET /user/profile) into the session, after a change the stored
 * profile summarises (game profiles, social accounts): the header, the sidebar stats and the onboarding
 * checklist read it. A failed reload keeps the stored profile.
 */
export function useRefreshSessionUser(): () => Promise<void> {
  const setUser = useSetAtom(sessionUserAtom);
  return useCallback(() => fetchProfile().then(setUser, () => undefined), [setUser]);
}
