import { RESET } from 'jotai/utils';
import type { SessionUser } from '@portal/shared/contracts';
import { portalStore } from './store';
import { clearedOnboardingState } from '@portal/shared/domain';
import { dropOfflineData } from '@portal/shared/contracts';
import { authTokenAtom, inviteHashAtom, onboardingAtom, roleNameAtom, sessionUserAtom, storedLanguageAtom } from './session-atoms';
import { writeStored } from './browser-storage';
import { SESSION_KEYS } from './storage-keys';

export interface SignedInSession {
  token: string;
  roles: { name: string }[] | string[];
  profile: SessionUser;
}

/** Stores what a successful login returns: token, first role name and profile. */
export function storeSession(session: SignedInSession, store = portalStore) {
  const first = session.roles[0];
  const roleName = typeof first === 'string' ? first : (first?.name ?? null);
  store.set(authTokenAtom, session.token);
  store.set(roleNameAtom, roleName);
  store.set(sessionUserAtom, session.profile);
}

/**
 * Logout rule of docs/spec.md section 4: clears user, token, invite hash, language and role; the onboarding
 * checklist gets its clear action (everything reset, tab back to main-information), so the next player on
 * the device starts from their own steps. The matches the service worker kept for the offline page go too.
 */
export function clearSession(store = portalStore) {
  store.set(onboardingAtom, clearedOnboardingState());
  store.set(authTokenAtom, RESET);
  store.set(sessionUserAtom, RESET);
  store.set(inviteHashAtom, RESET);
  store.set(storedLanguageAtom, RESET);
  store.set(roleNameAtom, RESET);
  writeStored(SESSION_KEYS.returnPath, null, 'sessionStorage');
  void dropOfflineData();
}
