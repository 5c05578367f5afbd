import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSetAtom } from 'jotai';
import { splitLocale } from '@portal/shared/domain';
import { i18n } from '@portal/shared/i18n';
import { storedLanguageAtom } from '@portal/shared/state';
import { NavigationProgress } from '../layout/NavigationProgress';
import { usesWhitePageBackground } from './page-background';

/** Keeps the interface language and the page background in step with the URL. */
export function LocaleRoot() {
  const { pathname } = useLocation();
  const { locale, path } = splitLocale(pathname);
  const setStoredLanguage = useSetAtom(storedLanguageAtom);

  // A layout effect: it runs before the passive effects of the pages under it, where their queries start, so a
  // page's requests (a language switch, a first page drawn in the first commit) ask in the URL's language.
  useLayoutEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    setStoredLanguage(locale);
  }, [locale, setStoredLanguage]);

  // Before the browser paints, so a white page never shows a frame on the dark background first.
  useLayoutEffect(() => {
    document.body.classList.toggle('page-white', usesWhitePageBackground(path));
  }, [path]);

  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}
