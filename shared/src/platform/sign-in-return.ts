import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { routePath } from '@portal/shared/contracts';
import { returnPathFromQuery, safeReturnPath, splitLocale } from '@portal/shared/domain';
import { readStored, SESSION_KEYS, writeStored } from '@portal/shared/state';

/** The sign-in pages a guest enters the sign-in by: arriving there plainly starts a sign-in with no way back. */
const ENTRY_PATHS = new Set([routePath('login'), routePath('registration')].map((path) => path.toLowerCase()));

/**
 * Kept by the auth layout for its whole life: the page to come back to (`?back=` of the link that led here)
 * is held for the tab while the guest walks through the sign-in pages, which do not carry the query along.
 * Entering the sign-in at /Login or /Registration without one forgets a path held by an earlier, abandoned
 * sign-in.
 */
export function useHoldReturnPath() {
  const { pathname, search } = useLocation();
  const entered = useRef(false);
  useEffect(() => {
    const back = returnPathFromQuery(search);
    const first = !entered.current;
    entered.current = true;
    if (back) writeStored(SESSION_KEYS.returnPath, back, 'sessionStorage');
    else if (first && ENTRY_PATHS.has(splitLocale(pathname).path.toLowerCase())) writeStored(SESSION_KEYS.returnPath, null, 'sessionStorage');
  }, [pathname, search]);
}

/** The page the running sign-in came from (checked again), or null. */
export function heldReturnPath(): string | null {
  return safeReturnPath(readStored(SESSION_KEYS.returnPath, 'sessionStorage'));
}

/** The sign-in has ended: the held page has been used (or was not wanted). */
export function releaseReturnPath() {
  writeStored(SESSION_KEYS.returnPath, null, 'sessionStorage');
}
