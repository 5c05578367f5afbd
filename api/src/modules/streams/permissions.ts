import type { EndpointPermission } from '../../http/endpoint-permission';

/** Streams: public reads; going live and ending a stream (rules in http/endpoint-permission.ts). */
export const STREAM_PERMISSIONS: readonly EndpointPermission[] = [
  { method: 'GET', path: '/v1/client/streams', allow: ['guest'] },
  { method: 'GET', path: '/v1/client/streams/{id}', allow: ['guest'] },
  /** The streamer role (granted when staff approve the application): others 403 errors.stream_not_streamer. */
  { method: 'POST', path: '/v1/client/streams', allow: ['streamer'] },
  { method: 'POST', path: '/v1/client/streams/{id}/end', allow: ['owner', 'staff'] },
];
