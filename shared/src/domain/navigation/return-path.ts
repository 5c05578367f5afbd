import { PORTAL_ROUTES, routePath } from '@portal/shared/contracts';
import { splitLocale } from '../locale/locale-path';

/**
 * Where a sign-in comes back to. A page that asks a guest to sign in (a tournament, an invitation, a vote,
 * a comment, a like...) links to the login or registration page with its own path in the query parameter
 * below; the auth pages keep that path for the browser tab, and whichever way the sign-in ends (e-mail,
 * phone, a provider, registration and its game-profile step) it goes back there.
 *
 * Only a path of this portal is accepted, never an address elsewhere: it must start with one `/` (not `//`,
 * which a browser reads as another host), carry no backslash (browsers read `/\host` as `//host`), no
 * control or blank character and no scheme; the sign-in pages themselves are refused (they would loop).
 */
export const RETURN_PATH_PARAM = 'back';

/** Longer than any page address of the portal; anything longer is not one of ours. */
const MAX_RETURN_PATH_LENGTH = 1000;

/** The first path segments of the sign-in, registration and password pages (lower case). */
const AUTH_SEGMENTS = new Set(PORTAL_ROUTES.filter((route) => route.layout === 'auth').map((route) => firstSegment(route.path)));

/** Backslashes, blanks and control characters (browsers strip some of them before reading an address). */
function hasUnsafeCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\\' || /\s/.test(char) || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function firstSegment(path: string): string {
  return (path.split(/[/?#]/)[1] ?? '').toLowerCase();
}

/**
 * The path to come back to, without its locale prefix (the sign-in adds the language it ends in), or null
 * when the value is not a safe path of this portal or names a sign-in page. The home page gives null too:
 * it is where a sign-in goes anyway.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (value.length === 0 || value.length > MAX_RETURN_PATH_LENGTH) return null;
  if (value[0] !== '/' || value[1] === '/') return null;
  if (hasUnsafeCharacter(value)) return null;
  const cut = value.search(/[?#]/);
  const pathname = cut === -1 ? value : value.slice(0, cut);
  const rest = cut === -1 ? '' : value.slice(cut);
  const { path } = splitLocale(pathname);
  // Checked again without the locale (/en//host is //host once the prefix goes); a percent-encoded slash or
  // backslash at the start could be decoded into `//` by a router further on.
  if (path[1] === '/' || /^\/%(2f|5c)/i.test(path)) return null;
  if (AUTH_SEGMENTS.has(firstSegment(path))) return null;
  if (path === routePath('home') && rest === '') return null;
  return path + rest;
}

/** The page a guest is on, as a return path (null on the sign-in pages and home). */
export function returnPathOf(location: { pathname: string; search?: string; hash?: string }): string | null {
  return safeReturnPath(`${location.pathname}${location.search ?? ''}${location.hash ?? ''}`);
}

/** A link to a sign-in page (already localized) carrying the page to come back to; unchanged without one. */
export function withReturnPath(signInHref: string, returnPath: string | null): string {
  const safe = safeReturnPath(returnPath);
  if (!safe) return signInHref;
  const separator = signInHref.includes('?') ? '&' : '?';
  return `${signInHref}${separator}${RETURN_PATH_PARAM}=${encodeURIComponent(safe)}`;
}

/** The return path an auth page's query carries (`?back=`), checked; null when absent or unsafe. */
export function returnPathFromQuery(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PATH_PARAM));
}
