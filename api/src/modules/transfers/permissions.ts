import type { EndpointPermission } from '../../http/endpoint-permission';

/** The transfers feed is public (rules in http/endpoint-permission.ts). */
export const TRANSFER_PERMISSIONS: readonly EndpointPermission[] = [{ method: 'GET', path: '/v1/client/transfers', allow: ['guest'] }];
