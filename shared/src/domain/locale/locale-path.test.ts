import { localizePath, resolveLocalePath, splitLocale, switchLocalePath } from './locale-path';

describe('locale path rules (spec section 2)', () => {
  it('treats a path without a locale as ru', () => {
    expect(resolveLocalePath('/News')).toEqual({ kind: 'route', locale: 'ru', path: '/News' });
    expect(resolveLocalePath('/')).toEqual({ kind: 'route', locale: 'ru', path: '/' });
  });

  it('accepts an optional leading locale segment', () => {
    expect(resolveLocalePath('/en/News/some-post')).toEqual({ kind: 'route', locale: 'en', path: '/News/some-post' });
    expect(resolveLocalePath('/kk')).toEqual({ kind: 'route', locale: 'kk', path: '/' });
  });

  it('redirects a path starting with /ru to the same path without it, query kept', () => {
    expect(resolveLocalePath('/ru/News', '?page=2&q=cup')).toEqual({ kind: 'redirect', to: '/News?page=2&q=cup', permanent: true });
    expect(resolveLocalePath('/ru', '?x=1')).toEqual({ kind: 'redirect', to: '/?x=1', permanent: true });
    expect(resolveLocalePath('/ru/')).toEqual({ kind: 'redirect', to: '/', permanent: true });
  });

  it('leaves paths ending .xml and /{locale}/*.html alone', () => {
    expect(resolveLocalePath('/sitemap.xml')).toEqual({ kind: 'passthrough' });
    expect(resolveLocalePath('/ru/sitemap-news.xml')).toEqual({ kind: 'passthrough' });
    expect(resolveLocalePath('/en/offer.html')).toEqual({ kind: 'passthrough' });
    expect(resolveLocalePath('/ru/docs/terms.html')).toEqual({ kind: 'passthrough' });
  });

  it('does not treat .html outside a locale folder as passthrough', () => {
    expect(resolveLocalePath('/offer.html')).toEqual({ kind: 'route', locale: 'ru', path: '/offer.html' });
  });

  it('permanently redirects /{xx}/user-new/{rest} to /{xx}/user/{rest}', () => {
    expect(resolveLocalePath('/en/user-new/ayan-22')).toEqual({ kind: 'redirect', to: '/en/user/ayan-22', permanent: true });
    expect(resolveLocalePath('/user-new/ayan-22', '?tab=1')).toEqual({ kind: 'redirect', to: '/user/ayan-22?tab=1', permanent: true });
    expect(resolveLocalePath('/ru/user-new/ayan-22')).toEqual({ kind: 'redirect', to: '/user/ayan-22', permanent: true });
  });

  it('does not mistake a segment that merely starts like a locale for one', () => {
    expect(resolveLocalePath('/entries')).toEqual({ kind: 'route', locale: 'ru', path: '/entries' });
    expect(resolveLocalePath('/trophies')).toEqual({ kind: 'route', locale: 'ru', path: '/trophies' });
  });

  it('builds localized paths: ru without prefix, others with /{locale}', () => {
    expect(localizePath('ru', '/News')).toBe('/News');
    expect(localizePath('en', '/News')).toBe('/en/News');
    expect(localizePath('uz', '/')).toBe('/uz');
    expect(localizePath('tr', 'watch')).toBe('/tr/watch');
  });

  it('splits and switches the locale of a path', () => {
    expect(splitLocale('/tr/rating/mlbb')).toEqual({ locale: 'tr', path: '/rating/mlbb' });
    expect(splitLocale('/')).toEqual({ locale: 'ru', path: '/' });
    expect(switchLocalePath('/en/News/a', 'ru')).toBe('/News/a');
    expect(switchLocalePath('/News/a', 'kk')).toBe('/kk/News/a');
  });
});

describe('locale path edge cases', () => {
  it('treats an empty path as the ru home', () => {
    expect(resolveLocalePath('')).toEqual({ kind: 'route', locale: 'ru', path: '/' });
    expect(splitLocale('')).toEqual({ locale: 'ru', path: '/' });
  });

  it('redirects a bare /user-new to /user', () => {
    expect(resolveLocalePath('/user-new')).toEqual({ kind: 'redirect', to: '/user', permanent: true });
    expect(resolveLocalePath('/kk/user-new', '?a=1')).toEqual({ kind: 'redirect', to: '/kk/user?a=1', permanent: true });
  });

  it('splits a bare locale segment to its home', () => {
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/' });
    expect(localizePath('ru', 'News')).toBe('/News');
  });
});
