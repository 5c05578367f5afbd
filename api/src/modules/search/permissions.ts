import type { EndpointPermission } from '../../http/endpoint-permission';

/** The header search is public (rules in http/endpoint-permission.ts). */
export const SEARCH_PERMISSIONS: readonly EndpointPermission[] = [{ method: 'GET', path: '/v1/client/search', allow: ['guest'] }];
