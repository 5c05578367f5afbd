import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'jotai';
import { routePath, type AuthResponse } from '@portal/shared/contracts';
import { POST_TELEGRAM_LOGIN_PATH, postLoginTarget, postRegistrationTarget } from '@portal/shared/domain';
import { useLocalizedPath } from '@portal/shared/platform';
import { inviteHashAtom, readStored, SESSION_KEYS, storeSession, writeStored } from '@portal/shared/state';
import { clearFlow } from '../lib/auth-flow';

/**
 * Where a sign-in goes (spec section 2, Navigation): after login to the stored invitation or home; a new
 * account first to /login/game-profile; after Telegram login to /ru/. The session (token, first role,
 * profile) is stored and the flow's leftovers are forgotten.
 */
export type SignInKind = 'login' | 'registration' | 'telegram';

export function useCompleteSignIn() {
  const store = useStore();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return useCallback(
    async (response: AuthResponse, kind: SignInKind) => {
      storeSession({ token: response.token_data.token, roles: response.roles, profile: response.profile }, store);
      clearFlow();
      if (kind === 'telegram') return navigate(POST_TELEGRAM_LOGIN_PATH, { replace: true });
      if (kind === 'registration') return navigate(localized(routePath('login.game-profile')), { replace: true });
      return navigate(localized(postLoginTarget({ inviteHash: store.get(inviteHashAtom) })), { replace: true });
    },
    [localized, navigate, store],
  );
}

/** Where a new player goes once the game profile step is done or skipped. */
export function useFinishRegistration() {
  const store = useStore();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return useCallback(() => {
    const target = postRegistrationTarget({ heldTournamentSlug: readStored(SESSION_KEYS.heldTournamentSlug, 'sessionStorage'), inviteHash: store.get(inviteHashAtom) });
    writeStored(SESSION_KEYS.heldTournamentSlug, null, 'sessionStorage');
    return navigate(localized(target), { replace: true });
  }, [localized, navigate, store]);
}
