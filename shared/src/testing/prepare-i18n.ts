import { DEFAULT_LOCALE, type Locale } from '@portal/shared/constants';
import { i18n, initI18n, registeredNamespaces } from '@portal/shared/i18n';

/**
 * Initialises the page's i18n instance with the real locale files and waits until the language and
 * every registered namespace (shared ones and those of remotes whose routes module was imported) are
 * loaded, so components using useTranslation render without suspending.
 */
export async function prepareI18n(locale: Locale = DEFAULT_LOCALE, namespaces: readonly string[] = []): Promise<void> {
  await initI18n(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  await i18n.loadNamespaces([...new Set([...registeredNamespaces(), ...namespaces])]);
}
