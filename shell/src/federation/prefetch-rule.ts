import { SLOW_CONNECTION_TYPES } from '@portal/shared/constants';

/**
 * Route prefetching (spec section 9): skipped on slow connections. The caller passes what
 * navigator.connection reports (absent in many browsers: then prefetching goes ahead). Choice: a user's
 * data-saver setting counts as slow too.
 */
export interface ConnectionInfo {
  effectiveType?: string | null;
  saveData?: boolean | null;
}

export function shouldPrefetchRoutes(connection: ConnectionInfo | null | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !(SLOW_CONNECTION_TYPES as readonly string[]).includes(connection.effectiveType ?? '');
}
