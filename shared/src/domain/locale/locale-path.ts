import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '../../constants/locales';

/**
 * Locale prefix rules of docs/spec.md section 2, shared by the shell (client navigation) and the API's static
 * server (first page load):
 * - every route accepts an optional leading locale segment; no segment means ru;
 * - ru carries no prefix: /ru/... redirects to the same path without it, query kept;
 * - paths ending .xml and /{locale}/*.html are left alone;
 * - /{xx}/user-new/{rest} permanently redirects to /{xx}/user/{rest}.
 */
export type LocalePathResolution =
  | { kind: 'passthrough' }
  | { kind: 'redirect'; to: string; permanent: boolean }
  | { kind: 'route'; locale: Locale; /** Path after the locale prefix, always starting with '/'. */ path: string };

const HTML_UNDER_LOCALE = new RegExp(`^/(${LOCALES.join('|')})/[^?#]*\\.html$`, 'i');

export function resolveLocalePath(pathname: string, search = ''): LocalePathResolution {
  if (/\.xml$/i.test(pathname) || HTML_UNDER_LOCALE.test(pathname)) return { kind: 'passthrough' };

  const segments = pathname.split('/');
  const first = segments[1] ?? '';
  const hasPrefix = isLocale(first);
  const locale: Locale = hasPrefix ? first : DEFAULT_LOCALE;
  const rest = hasPrefix ? '/' + segments.slice(2).join('/') : pathname || '/';

  const userNew = /^\/user-new(\/.*)?$/i.exec(rest);
  if (userNew) {
    return { kind: 'redirect', to: localizePath(locale, '/user' + (userNew[1] ?? '')) + search, permanent: true };
  }
  if (hasPrefix && first === DEFAULT_LOCALE) {
    return { kind: 'redirect', to: (rest === '' ? '/' : rest) + search, permanent: true };
  }
  return { kind: 'route', locale, path: rest === '' ? '/' : rest };
}

/** Builds the public path of a route in a locale: ru has no prefix, others get /{locale}. */
export function localizePath(locale: Locale, path: string): string {
  const normalized = path.startsWith('/') ? path : '/' + path;
  if (locale === DEFAULT_LOCALE) return normalized;
  return normalized === '/' ? `/${locale}` : `/${locale}${normalized}`;
}

/** Splits a browser path into its locale and the route path (no redirects applied). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const first = pathname.split('/')[1] ?? '';
  if (isLocale(first)) {
    const path = pathname.slice(first.length + 1);
    return { locale: first, path: path === '' ? '/' : path };
  }
  return { locale: DEFAULT_LOCALE, path: pathname === '' ? '/' : pathname };
}

/** The same page in another language (used by the language switcher). */
export function switchLocalePath(pathname: string, to: Locale): string {
  return localizePath(to, splitLocale(pathname).path);
}
