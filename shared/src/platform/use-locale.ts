import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { Locale } from '@portal/shared/constants';
import { localizePath, splitLocale } from '@portal/shared/domain';

/** The interface language of the current page, read from the URL's locale prefix (none means ru). */
export function useLocale(): Locale {
  return splitLocale(useLocation().pathname).locale;
}

/** Builds links in the current page's language: ru paths stay bare, others get /{locale}. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(locale, path), [locale]);
}
