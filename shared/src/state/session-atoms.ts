import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { SessionUser } from '@portal/shared/contracts';
import type { OnboardingState } from '@portal/shared/domain';
import { isLocale, DEFAULT_LOCALE, type Locale } from '@portal/shared/constants';
import { STORAGE_KEYS } from './storage-keys';
import { jsonLocalStorage, plainStringStorage } from './browser-storage';

const getOnInit = { getOnInit: true } as const;

/** Bearer token of the signed-in user (localStorage authToken). */
export const authTokenAtom = atomWithStorage<string | null>(STORAGE_KEYS.authToken, null, plainStringStorage, getOnInit);

/** Interface language chosen by the user (localStorage currentTrans). */
export const storedLanguageAtom = atomWithStorage<string | null>(
  STORAGE_KEYS.currentTrans,
  null,
  plainStringStorage,
  getOnInit,
);

/** The stored language as a supported locale (ru when unset or unknown). */
export const languageAtom = atom<Locale>((get) => {
  const stored = get(storedLanguageAtom);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
});

/** Profile of the signed-in user as returned at login (localStorage user). */
export const sessionUserAtom = atomWithStorage<SessionUser | null>(
  STORAGE_KEYS.user,
  null,
  jsonLocalStorage<SessionUser | null>(),
  getOnInit,
);

/** First role name returned at login (localStorage roleName). */
export const roleNameAtom = atomWithStorage<string | null>(STORAGE_KEYS.roleName, null, plainStringStorage, getOnInit);

/** Team invitation hash held until the user signs in (localStorage hash). */
export const inviteHashAtom = atomWithStorage<string | null>(STORAGE_KEYS.hash, null, plainStringStorage, getOnInit);

export const isAuthenticatedAtom = atom((get) => Boolean(get(authTokenAtom)));

/** The onboarding checklist as last computed (localStorage onboarding): shown at once, before the teams load. */
export const onboardingAtom = atomWithStorage<OnboardingState | null>(
  STORAGE_KEYS.onboarding,
  null,
  jsonLocalStorage<OnboardingState | null>(),
  getOnInit,
);
