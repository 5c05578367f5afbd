import { useLocation } from 'react-router';
import { routePath } from '@portal/shared/contracts';
import { localizePath, returnPathOf, splitLocale, withReturnPath } from '@portal/shared/domain';

export interface SignInLinks {
  /** /Login in the page's language, carrying the page to come back to. */
  login: string;
  /** /Registration in the page's language, carrying the page to come back to. */
  registration: string;
  /** The page a sign-in begun here comes back to (null on home and the sign-in pages: nothing to come back to). */
  returnPath: string | null;
}

/** The ways in from the page being shown: the sign-in ends back on it (return-path.ts in shared/domain). */
export function useSignInLinks(): SignInLinks {
  const location = useLocation();
  const { locale } = splitLocale(location.pathname);
  const returnPath = returnPathOf(location);
  return {
    login: withReturnPath(localizePath(locale, routePath('login')), returnPath),
    registration: withReturnPath(localizePath(locale, routePath('registration')), returnPath),
    returnPath,
  };
}
