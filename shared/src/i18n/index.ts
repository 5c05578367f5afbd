export { i18n, initI18n, errorStringsReady, createI18nInstance } from './instance';
export { registerNamespace, hasNamespaceLoader, registeredNamespaces, namespaceReloads, onNamespaceReplaced, type NamespaceLoader } from './namespace-registry';
export { SHARED_NAMESPACES, type SharedNamespace } from './shared-namespaces';
export { syncDayjsLocale } from './dayjs-locale';
