import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { namedPageTitle, type NamedPage } from '@portal/shared/contracts';

/**
 * The tab's title of a page about one thing, the same the server writes into its head for link previews
 * (namedPageTitle): the shell's route title ("Tournaments — Site") is set first, in a layout effect, and
 * this effect puts the page's own after it, on every navigation and language. Until the page has its data
 * (null) the route title stays. The server's messages load without suspending the page: the title is
 * never part of what is rendered, so the server's HTML and the first render stay the same.
 */
export function useNamedPageTitle(page: NamedPage | null): void {
  const { t, i18n, ready } = useTranslation(['errors', 'common'], { useSuspense: false });
  const { pathname } = useLocation();
  const title = page && ready ? namedPageTitle(page, (key, params) => t(key, { ...params, ns: 'errors' }), t('site.name', { ns: 'common' })) : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title, pathname, i18n.language]);
}
