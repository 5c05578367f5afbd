import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSetAtom } from 'jotai';
import { splitLocale } from '@portal/shared/domain';
import { i18n } from '@portal/shared/i18n';
import { storedLanguageAtom } from '@portal/shared/state';
import { usesWhitePageBackground } from './page-background';

/** Keeps the interface language and the page background in step with the URL. */
export function LocaleRoot() {
  const { pathname } = useLocation();
  const { locale, path } = splitLocale(pathname);
  const setStoredLanguage = useSetAtom(storedLanguageAtom);

  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    setStoredLanguage(locale);
  }, [locale, setStoredLanguage]);

  useEffect(() => {
    document.body.classList.toggle('page-white', usesWhitePageBackground(path));
  }, [path]);

  return <Outlet />;
}
