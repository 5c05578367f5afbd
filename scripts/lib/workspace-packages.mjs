import { APP_PACKAGES } from '../../shared/src/contracts/apps.js';

/**
 * Every npm workspace of the repository: the apps of the app manifest (shared/src/contracts/apps.js) and the
 * two packages that are no app, the shared code and the end-to-end suites.
 */
export const WORKSPACE_PACKAGES = ['shared', ...APP_PACKAGES, 'e2e'];
