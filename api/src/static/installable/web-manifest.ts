import type { Locale } from '@portal/shared/constants';
import { routePath } from '@portal/shared/contracts';
import { localizePath } from '@portal/shared/domain';
import { PORTAL_BACKGROUND } from '../portal-mark';
import { APP_ICONS, APPLE_TOUCH_ICON } from './app-icons';
import { escapeAttribute } from '../main-image';

/** One web app manifest per language: the installed app opens, and is named, in the language it was installed in. */
export const manifestPath = (locale: Locale) => `/manifest.${locale}.webmanifest`;
export const MANIFEST_CONTENT_TYPE = 'application/manifest+json; charset=utf-8';

/** The texts of the `install` namespace of the shared `common` strings. */
export type InstallTexts = (locale: Locale, key: 'name' | 'shortName' | 'description' | 'matches' | 'tournaments') => string;

export interface WebManifest {
  id: string;
  lang: Locale;
  dir: 'ltr';
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }>;
  shortcuts: Array<{ name: string; url: string; icons: Array<{ src: string; sizes: string; type: 'image/png' }> }>;
}

export function webManifest(locale: Locale, text: InstallTexts): WebManifest {
  const home = localizePath(locale, '/');
  const shortcutIcon = [{ src: APP_ICONS[0]!.path, sizes: '192x192', type: 'image/png' as const }];
  return {
    // One installed app whatever the language it was installed in.
    id: '/',
    lang: locale,
    dir: 'ltr',
    name: text(locale, 'name'),
    short_name: text(locale, 'shortName'),
    description: text(locale, 'description'),
    start_url: home,
    scope: '/',
    display: 'standalone',
    theme_color: PORTAL_BACKGROUND,
    background_color: PORTAL_BACKGROUND,
    icons: APP_ICONS.map((icon) => ({ src: icon.path, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
    shortcuts: [
      { name: text(locale, 'matches'), url: localizePath(locale, routePath('matches')), icons: shortcutIcon },
      { name: text(locale, 'tournaments'), url: localizePath(locale, routePath('tournaments.list')), icons: shortcutIcon },
    ],
  };
}

/** The tags every page's head gets in its language: the manifest, the iOS icon and the theme colour. */
export function installHeadTags(locale: Locale, text: InstallTexts): string {
  return [
    `<link rel="manifest" href="${manifestPath(locale)}">`,
    `<link rel="apple-touch-icon" sizes="${APPLE_TOUCH_ICON.size}x${APPLE_TOUCH_ICON.size}" href="${APPLE_TOUCH_ICON.path}">`,
    `<meta name="apple-mobile-web-app-title" content="${escapeAttribute(text(locale, 'shortName'))}">`,
  ].join('');
}
