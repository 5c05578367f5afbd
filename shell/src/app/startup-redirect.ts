import { isAuthPage } from '@portal/shared/api-client';
import { localizePath, splitLocale, startupRedirect } from '@portal/shared/domain';

/**
 * Docs/spec.md section 2: a user with no slug stored is sent to the login page at start, in the language of the
 * address. Guests (nothing stored) stay; nothing happens on the login and password pages themselves, so
 * the redirect cannot loop.
 */
export function startupRedirectTarget(pathname: string, storedUser: { slug?: string | null } | null | undefined): string | null {
  if (isAuthPage(pathname)) return null;
  const target = startupRedirect(storedUser);
  return target ? localizePath(splitLocale(pathname).locale, target) : null;
}
