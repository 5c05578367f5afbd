import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'jotai';
import { routePath, type AuthResponse } from '@portal/shared/contracts';
import { POST_TELEGRAM_LOGIN_PATH, postLoginTarget, postRegistrationTarget } from '@portal/shared/domain';
import { heldReturnPath, releaseReturnPath, useLocalizedPath } from '@portal/shared/platform';
import { inviteHashAtom, storeSession } from '@portal/shared/state';
import { clearFlow } from '../lib/auth-flow';

/**
 * Where a sign-in goes (docs/spec.md section 2, Navigation): back to the page that asked the guest to sign in when
 * there is one (every way in: e-mail, phone, Google, Discord, Telegram); otherwise after login to the stored
 * invitation or home and after Telegram login to /ru/. A new account first goes to /login/game-profile
 * (the page is still held for after it). The session (token, first role, profile) is stored and the flow's
 * leftovers are forgotten.
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
      if (kind === 'registration') return navigate(localized(routePath('login.game-profile')), { replace: true });
      const returnPath = heldReturnPath();
      releaseReturnPath();
      if (kind === 'telegram' && !returnPath) return navigate(POST_TELEGRAM_LOGIN_PATH, { replace: true });
      return navigate(localized(postLoginTarget({ returnPath, inviteHash: store.get(inviteHashAtom) })), { replace: true });
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
    const target = postRegistrationTarget({ returnPath: heldReturnPath(), inviteHash: store.get(inviteHashAtom) });
    releaseReturnPath();
    return navigate(localized(target), { replace: true });
  }, [localized, navigate, store]);
}
