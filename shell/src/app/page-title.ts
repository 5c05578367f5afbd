import { useLayoutEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { composeTitle, pageTitleKey } from '@portal/shared/contracts';

/** Sets document.title to a translated page title (null: the site name alone), following the language. */
export function useDocumentTitle(titleKey: string | null): void {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const page = titleKey ? t(titleKey) : null;
  const title = composeTitle(page, t('site.name'));
  // Set again on every page (pathname) and language: a layout effect runs before the pages' own effects,
  // so a remote page may still set a more precise title afterwards.
  useLayoutEffect(() => {
    document.title = title;
  }, [title, pathname]);
}

/** The title of the matched portal route (from its handle.routeId). */
export function useRouteTitle(): void {
  const matches = useMatches();
  let routeId: string | undefined;
  for (const match of matches) {
    const handle = match.handle as { routeId?: string } | undefined;
    if (handle?.routeId) routeId = handle.routeId;
  }
  useDocumentTitle(pageTitleKey(routeId));
}
