import { registerNamespace } from './namespace-registry';

/** Namespaces that live in @portal/shared: shell chrome, UI kit, validation messages, server errors. */
export const SHARED_NAMESPACES = ['common', 'ui', 'validation', 'errors'] as const;
export type SharedNamespace = (typeof SHARED_NAMESPACES)[number];

registerNamespace('common', (lng) => import(`./locales/${lng}/common.json`));
registerNamespace('ui', (lng) => import(`./locales/${lng}/ui.json`));
registerNamespace('validation', (lng) => import(`./locales/${lng}/validation.json`));
registerNamespace('errors', (lng) => import(`./locales/${lng}/errors.json`));
registerNamespace('documents', (lng) => import(`./locales/${lng}/documents.json`));
