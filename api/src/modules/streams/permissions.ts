import type { EndpointPermission } from '../../http/endpoint-permission';

/** Streams: public reads; going live and ending a stream (rules in http/endpoint-permission.ts). */
export const STREAM_PERMISSIONS: readonly EndpointPermission[] = [
  { method: 'GET', path: '/v1/client/streams', allow: ['guest'] },
  { method: 'GET', path: '/v1/client/streams/{id}', allow: ['guest'] },
  /** Any signed-in user passes authorization; the service then asks for the streamer role (403) after the form (422). */
  { method: 'POST', path: '/v1/client/streams', allow: ['user'] },
  { method: 'POST', path: '/v1/client/streams/{id}/end', allow: ['owner', 'staff'] },
];
