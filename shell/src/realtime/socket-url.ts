/** Path of the real-time endpoint of the API. */
export const SOCKET_PATH = '/api/ws';

/** ws(s)://<host>/api/ws of the origin the worker was served from. */
export function socketUrl(location: { protocol: string; host: string }): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${SOCKET_PATH}`;
}
