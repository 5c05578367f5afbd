import { LOCALES } from '@portal/shared/constants';
import { loadCatalog, translate } from '../../i18n/messages';
import { APP_ICONS, APPLE_TOUCH_ICON, iconPng, iconSvg } from './app-icons';
import { installHeadTags, manifestPath, webManifest, type InstallTexts } from './web-manifest';

const common = loadCatalog('common');
const texts: InstallTexts = (locale, key) => translate(common, locale, `install.${key}`);
const KEYS = ['name', 'shortName', 'description', 'matches', 'tournaments'] as const;

describe('web app manifest', () => {
  it('has its texts in all five languages, each really translated', () => {
    for (const key of KEYS) {
      const values = LOCALES.map((locale) => common[locale].get(`install.${key}`));
      expect({ key, missing: values.filter((value) => !value).length }).toEqual({ key, missing: 0 });
    }
    const names = new Set(LOCALES.map((locale) => texts(locale, 'name')));
    expect(names.size).toBe(LOCALES.length);
  });

  it.each(LOCALES)('in %s: names, home, scope, display, colours and localized shortcuts', (locale) => {
    const manifest = webManifest(locale, texts);
    const prefix = locale === 'ru' ? '' : `/${locale}`;
    expect(manifest).toMatchObject({
      id: '/',
      lang: locale,
      name: texts(locale, 'name'),
      short_name: texts(locale, 'shortName'),
      start_url: prefix || '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f1115',
      background_color: '#0f1115',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([`${prefix}/matches`, `${prefix}/esports-mobile-tournaments`]);
    expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual([texts(locale, 'matches'), texts(locale, 'tournaments')]);
    expect(manifestPath(locale)).toBe(`/manifest.${locale}.webmanifest`);
  });

  it('has 192 and 512 PNG icons, one maskable with the mark inside the safe circle', () => {
    const manifest = webManifest('en', texts);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const maskable = APP_ICONS.find((icon) => icon.purpose === 'maskable');
    expect(maskable).toBeDefined();
    // The tile's corners (half its diagonal) stay within the 40% radius safe zone.
    expect((maskable!.markShare * Math.SQRT2) / 2).toBeLessThanOrEqual(0.4);
    expect(maskable!.background).toBe(true);
    for (const icon of APP_ICONS) expect(icon.path).toMatch(/^\/icons\/[\w-]+\.v\d+\.png$/);
  });

  it('draws the icons at their size', async () => {
    const png = await iconPng(APP_ICONS[0]!);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(192);
    expect(iconSvg(APPLE_TOUCH_ICON)).toContain('width="180"');
  });

  it('links the manifest of the page language from the head', () => {
    expect(installHeadTags('kk', texts)).toContain('<link rel="manifest" href="/manifest.kk.webmanifest">');
    expect(installHeadTags('ru', texts)).toContain(`<link rel="apple-touch-icon" sizes="180x180" href="${APPLE_TOUCH_ICON.path}">`);
  });
});
