import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The deployed portal folder: dist/portal, or PORTAL_DIST (a deployment's folder, a test's copy). */
export const PORTAL_DIST = process.env.PORTAL_DIST ? resolve(process.env.PORTAL_DIST) : resolve(ROOT, 'dist', 'portal');
export { API_PORT, devPortOf, FRONTEND_APPS as APPS, REMOTE_NAMES as REMOTES } from '../../shared/src/contracts/apps.js';
