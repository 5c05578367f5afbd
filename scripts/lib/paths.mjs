import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PORTAL_DIST = resolve(ROOT, 'dist', 'portal');
export { API_PORT, devPortOf, FRONTEND_APPS as APPS, REMOTE_NAMES as REMOTES } from '../../shared/src/contracts/apps.js';
