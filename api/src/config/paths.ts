import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders the server needs, from this file's place in the repo (api/src/config). */
const here = dirname(fileURLToPath(import.meta.url));

export const API_ROOT = resolve(here, '..', '..');
export const REPO_ROOT = resolve(API_ROOT, '..');
/** drizzle-kit's output: one migrations folder for PGlite and PostgreSQL. */
export const MIGRATIONS_DIR = resolve(API_ROOT, 'drizzle');
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, 'data', 'pglite');
/** Locale files of the shared `errors` namespace (read at start; the API imports no client entry). */
export const SHARED_LOCALES_DIR = resolve(REPO_ROOT, 'shared', 'src', 'i18n', 'locales');
