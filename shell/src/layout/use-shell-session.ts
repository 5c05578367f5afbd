import { useAtomValue } from 'jotai';
import type { NavSession } from '@portal/shared/domain';
import { authTokenAtom, sessionUserAtom } from '@portal/shared/state';

/** The session as the shell chrome sees it: logged in when a token is stored, plus the stored profile. */
export function useShellSession() {
  const token = useAtomValue(authTokenAtom);
  const user = useAtomValue(sessionUserAtom);
  const session: NavSession = { authenticated: Boolean(token), user };
  return { ...session, session, token, user };
}
