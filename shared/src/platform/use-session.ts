import { useAtomValue } from 'jotai';
import type { SessionUser } from '@portal/shared/contracts';
import { authTokenAtom, sessionUserAtom } from '@portal/shared/state';

export interface Session {
  /** A token is stored: the user is signed in. */
  authenticated: boolean;
  /** The stored profile of the signed-in user; null for a guest (or a token stored without its profile). */
  user: SessionUser | null;
}

/** The signed-in user as the shell chrome and the pages see it: signed in while a token is stored. */
export function useSession(): Session {
  const token = useAtomValue(authTokenAtom);
  const user = useAtomValue(sessionUserAtom);
  return token ? { authenticated: true, user } : { authenticated: false, user: null };
}
