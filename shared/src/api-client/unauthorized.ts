import { RESET } from 'jotai/utils';
import { PORTAL_ROUTES, routePath } from '@portal/shared/contracts';
import { localizePath, splitLocale } from '@portal/shared/domain';
import { authTokenAtom, languageAtom, roleNameAtom, sessionUserAtom } from '@portal/shared/state';
import type { ApiClientConfig } from './config';

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`, 'i');

/** Login and password pages (the auth layout): a 401 there is the page's own business. */
const AUTH_PAGES = PORTAL_ROUTES.filter((r) => r.layout === 'auth').map((r) => patternOf(r.path));

export function isAuthPage(browserPath: string): boolean {
  const { path } = splitLocale(browserPath);
  return AUTH_PAGES.some((pattern) => pattern.test(path));
}

/** /{lang}/login/number with the stored language (ru, the default, has no prefix). */
export function loginRedirectPath(config: Pick<ApiClientConfig, 'store'>): string {
  return localizePath(config.store.get(languageAtom), routePath('login.number'));
}

/**
 * Docs/spec.md sections 2 and 6: any 401 sends the browser to the login-by-number page. The rejected token is
 * dropped (with the user and role it belonged to; the language and a held invite hash stay), so the login
 * page does not take the visitor for signed in. On the login pages themselves nothing happens.
 */
export function handleUnauthorized(config: ApiClientConfig): void {
  if (isAuthPage(config.currentPath())) return;
  const target = loginRedirectPath(config);
  config.store.set(authTokenAtom, RESET);
  config.store.set(sessionUserAtom, RESET);
  config.store.set(roleNameAtom, RESET);
  config.navigate(target);
}
