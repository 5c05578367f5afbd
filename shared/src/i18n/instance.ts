import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, type Locale } from '@portal/shared/constants';
import { onNamespaceReplaced, registryBackend } from './namespace-registry';
import { SHARED_ERROR_NAMESPACES as ERROR_NAMESPACES, SHARED_STARTUP_NAMESPACES as STARTUP_NAMESPACES } from './shared-namespaces';
import { syncDayjsLocale } from './dayjs-locale';

/** The one i18next instance of the page (a Module Federation singleton through @portal/shared/i18n). */
export const i18n: I18n = i18next.createInstance();

let initialization: Promise<unknown> | null = null;

/** The options of every instance: the page's, and each server render's (createI18nInstance). */
function i18nOptions(language: Locale): InitOptions {
  return {
    lng: language,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [...STARTUP_NAMESPACES],
    defaultNS: 'common',
    fallbackNS: false,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
    // Start loading at once instead of on a zero timeout (also lets tests with fake timers initialise).
    initAsync: false,
  };
}

/**
 * A fresh instance in one language with the startup namespaces loaded, for one server render: nothing of
 * one request's language reaches another's (docs/architecture.md, "How a request becomes HTML").
 */
export async function createI18nInstance(language: Locale): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(registryBackend).init(i18nOptions(language));
  await instance.loadNamespaces([...STARTUP_NAMESPACES]);
  return instance;
}

export function initI18n(language: Locale = DEFAULT_LOCALE): Promise<unknown> {
  if (!initialization) {
    // A remote switched to another version registers its namespace again: reload its strings where loaded.
    onNamespaceReplaced((namespace) => (i18n.hasLoadedNamespace(namespace) ? i18n.reloadResources(undefined, [namespace]) : Promise.resolve()));
    i18n.on('languageChanged', (lng) => {
      void syncDayjsLocale(lng);
      if (typeof document !== 'undefined') document.documentElement.lang = lng;
    });
    initialization = i18n
      .use(registryBackend)
      .use(initReactI18next)
      .init(i18nOptions(language));
    // Asked for at once, not waited for: the first screen renders without them (see ERROR_NAMESPACES).
    void errorStringsReady();
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  return initialization;
}

/** How long a failure waits for the error strings before it is reported anyway (they may be unreachable). */
export const ERROR_STRINGS_WAIT_MS = 3000;

/**
 * Resolves once the error namespaces of the page's language are loaded (at once when they are, or when i18n
 * is not initialised), and after ERROR_STRINGS_WAIT_MS at the latest.
 */
export function errorStringsReady(): Promise<void> {
  if (!initialization || ERROR_NAMESPACES.every((namespace) => i18n.hasLoadedNamespace(namespace))) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ERROR_STRINGS_WAIT_MS);
  });
  return Promise.race([i18n.loadNamespaces([...ERROR_NAMESPACES]), timeout]).finally(() => clearTimeout(timer));
}
