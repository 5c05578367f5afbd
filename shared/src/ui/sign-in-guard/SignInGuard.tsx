import type { ReactElement, ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import type { SessionUser } from '@portal/shared/contracts';
import { authTokenAtom, sessionUserAtom } from '@portal/shared/state';
import { AuthPrompt } from '../auth-prompt/AuthPrompt';

export interface SignInGuardProps {
  /** The prompt's heading for a guest (the ui namespace's "Sign in to continue" otherwise). */
  title?: ReactNode;
  /** The prompt's text for a guest. */
  text?: ReactNode;
  /** What surrounds the prompt for a guest, e.g. the page's column and title (the prompt alone otherwise). */
  frame?: (prompt: ReactElement) => ReactNode;
  /**
   * What a signed-in user sees. A function receives the stored profile: the guard then also waits for it (a
   * token stored without its profile counts as signed out, as the pages that read the user always did).
   */
  children: ReactNode | ((user: SessionUser) => ReactNode);
}

/**
 * The door of a page or a section that needs an account: a signed-in user (a token is stored) gets the
 * children; a guest gets the sign-in prompt, with the ways in, instead of a call to the API (whose 401 would
 * send them to the login page without a word).
 */
export function SignInGuard({ title, text, frame, children }: SignInGuardProps) {
  const token = useAtomValue(authTokenAtom);
  const user = useAtomValue(sessionUserAtom);
  if (token) {
    if (typeof children !== 'function') return <>{children}</>;
    if (user) return <>{children(user)}</>;
  }
  const prompt = <AuthPrompt title={title} text={text} />;
  return <>{frame ? frame(prompt) : prompt}</>;
}
