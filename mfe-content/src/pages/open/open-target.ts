import { PORTAL_ROUTES, type PortalRoute } from '@portal/shared/contracts';
import { splitLocale } from '@portal/shared/domain';

/**
 * /open?to=<path> is a deep-link landing: it forwards only to a page of this portal, never elsewhere (no
 * open redirect). A safe target is an absolute path of one of the route table's pages (any locale prefix
 * is dropped: the landing forwards in the current locale), with its query and fragment kept.
 */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ROUTE_PATTERNS = PORTAL_ROUTES.map((route) => ({
  route: route as PortalRoute,
  pattern: new RegExp(`^${escapeRegExp(route.path).replace(/:[A-Za-z]+/g, '[^/]+')}/?$`, 'i'),
}));

/** Control characters and backslashes (browsers read '\' as '/', so '/\host' would leave the site). */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/** The route of the table a locale-free path belongs to, matched like the router (case-insensitive). */
export function matchPortalRoute(path: string): PortalRoute | null {
  return ROUTE_PATTERNS.find(({ pattern }) => pattern.test(path))?.route ?? null;
}

function isPlainAbsolutePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !UNSAFE_CHARACTERS.test(path);
}

/** The locale-free internal path to forward to, or null when `to` is missing, foreign or not a page. */
export function safeOpenTarget(to: string | null | undefined): string | null {
  if (typeof to !== 'string') return null;
  const target = to.trim();
  if (!isPlainAbsolutePath(target)) return null;

  const cut = target.search(/[?#]/);
  const pathname = cut < 0 ? target : target.slice(0, cut);
  const tail = cut < 0 ? '' : target.slice(cut);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (!isPlainAbsolutePath(decoded) || decoded.split('/').some((part) => part === '.' || part === '..')) return null;

  const { path } = splitLocale(pathname);
  const route = matchPortalRoute(path);
  if (!route || route.id === 'open') return null;
  return `${path}${tail}`;
}
