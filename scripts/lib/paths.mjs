import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PORTAL_DIST = resolve(ROOT, 'dist', 'portal');
export const REMOTES = ['mfe-auth', 'mfe-tournaments', 'mfe-teams', 'mfe-profile', 'mfe-content'];
export const APPS = ['shell', ...REMOTES];
