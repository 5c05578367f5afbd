import { useAtomValue } from 'jotai';
import type { SessionUser } from '@portal/shared/contracts';
import { authTokenAtom, sessionUserAtom } from '@portal/shared/state';

/** The stored profile of the signed-in user; null for a guest (or a token kept without its profile). */
export function useSignedInUser(): SessionUser | null {
  const token = useAtomValue(authTokenAtom);
  const user = useAtomValue(sessionUserAtom);
  return token ? user : null;
}
