import { ERROR_NAMESPACES, STARTUP_NAMESPACES } from '../constants/locales';
import { loadDayjsLocale } from './dayjs-locale';
import { registerNamespace } from './namespace-registry';

/**
 * Declared here, not re-exported: the package has no side effects in its package.json, so a bundler may
 * skip a module whose importers only use re-exported names, and the registrations below would be lost.
 */
export const SHARED_NAMESPACES = [...STARTUP_NAMESPACES, ...ERROR_NAMESPACES] as const;
/** The instance takes these from here (not from constants), which keeps this module and its registrations. */
export const SHARED_STARTUP_NAMESPACES = STARTUP_NAMESPACES;
export const SHARED_ERROR_NAMESPACES = ERROR_NAMESPACES;
export type SharedNamespace = (typeof SHARED_NAMESPACES)[number];

// A language's month names come with its strings: dates drawn in it never fall back to English ones.
registerNamespace('common', (lng) => Promise.all([import(`./locales/${lng}/common.json`), loadDayjsLocale(lng)]).then(([strings]) => strings));
registerNamespace('ui', (lng) => import(`./locales/${lng}/ui.json`));
registerNamespace('validation', (lng) => import(`./locales/${lng}/validation.json`));
registerNamespace('errors', (lng) => import(`./locales/${lng}/errors.json`));
registerNamespace('documents', (lng) => import(`./locales/${lng}/documents.json`));
