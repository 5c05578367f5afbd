import type { EndpointPermission } from '../../http/endpoint-permission';

/** Streams are public reads (rules in http/endpoint-permission.ts). */
export const STREAM_PERMISSIONS: readonly EndpointPermission[] = [
  { method: 'GET', path: '/v1/client/streams', allow: ['guest'] },
  { method: 'GET', path: '/v1/client/streams/{id}', allow: ['guest'] },
];
