/**
 * Messages of the shared real-time socket.
 *
 * Tab <-> worker (docs/spec.md section 3, socket message envelope): `{ type, data }` with type
 * log | open | message | close | error. A tab sends `message` (a client frame for the server) and `close`
 * (the tab is leaving). The worker sends `open`, `message` (a server frame), `close`, `error` and `log`.
 *
 * Worker <-> server (/api/ws, JSON frames):
 *   client -> server  {type:'auth', data:{token}}, {type:'subscribe'|'unsubscribe', data:{channel}}, {type:'ping'}
 *   server -> client  {type:'ready', data:{userId}}, {type:'subscribed', data:{channel}} (the channel delivers
 *                     from now on), {type:'message', data:{channel, event, payload}}, {type:'pong'},
 *                     {type:'error', data:{code}}
 * This file holds types and guards only, so the worker bundle stays free of React and the shared singletons.
 */
export type ClientFrame =
  | { type: 'auth'; data: { token: string | null } }
  | { type: 'subscribe'; data: { channel: string } }
  | { type: 'unsubscribe'; data: { channel: string } }
  | { type: 'ping' };

export type ServerFrame =
  | { type: 'ready'; data: { userId: number | string | null } }
  | { type: 'subscribed'; data: { channel: string } }
  | { type: 'message'; data: { channel: string; event: string; payload: unknown } }
  | { type: 'pong' }
  | { type: 'error'; data: { code: string } };

export type EnvelopeType = 'log' | 'open' | 'message' | 'close' | 'error';

export type TabToWorker = { type: 'message'; data: ClientFrame } | { type: 'close'; data?: null };

export type WorkerToTab =
  | { type: 'log'; data: string }
  | { type: 'open'; data: null }
  | { type: 'message'; data: ServerFrame }
  | { type: 'close'; data: { code: number; reconnectInMs: number | null } }
  | { type: 'error'; data: { code: string } };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isChannel = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** A frame from the server, or null when it is not one the portal understands. */
export function parseServerFrame(raw: unknown): ServerFrame | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!isRecord(value)) return null;
  const data = isRecord(value.data) ? value.data : {};
  switch (value.type) {
    case 'ready': {
      const userId = data.userId;
      return { type: 'ready', data: { userId: typeof userId === 'number' || typeof userId === 'string' ? userId : null } };
    }
    case 'subscribed':
      return isChannel(data.channel) ? { type: 'subscribed', data: { channel: data.channel } } : null;
    case 'message':
      if (!isChannel(data.channel)) return null;
      return {
        type: 'message',
        data: { channel: data.channel, event: typeof data.event === 'string' ? data.event : '', payload: data.payload ?? null },
      };
    case 'pong':
      return { type: 'pong' };
    case 'error':
      return { type: 'error', data: { code: typeof data.code === 'string' ? data.code : 'unknown' } };
    default:
      return null;
  }
}

/** What a tab sent to the worker, or null when it is malformed. */
export function parseTabMessage(value: unknown): TabToWorker | null {
  if (!isRecord(value)) return null;
  if (value.type === 'close') return { type: 'close' };
  if (value.type !== 'message' || !isRecord(value.data)) return null;
  const frame = value.data;
  const data = isRecord(frame.data) ? frame.data : {};
  switch (frame.type) {
    case 'auth':
      return { type: 'message', data: { type: 'auth', data: { token: typeof data.token === 'string' && data.token ? data.token : null } } };
    case 'subscribe':
    case 'unsubscribe':
      return isChannel(data.channel) ? { type: 'message', data: { type: frame.type, data: { channel: data.channel } } } : null;
    case 'ping':
      return { type: 'message', data: { type: 'ping' } };
    default:
      return null;
  }
}

/** What the worker sent to a tab, or null when it is malformed. */
export function parseWorkerMessage(value: unknown): WorkerToTab | null {
  if (!isRecord(value)) return null;
  switch (value.type) {
    case 'log':
      return { type: 'log', data: String(value.data ?? '') };
    case 'open':
      return { type: 'open', data: null };
    case 'message': {
      const frame = parseServerFrame(value.data);
      return frame ? { type: 'message', data: frame } : null;
    }
    case 'close': {
      const data = isRecord(value.data) ? value.data : {};
      return {
        type: 'close',
        data: {
          code: typeof data.code === 'number' ? data.code : 0,
          reconnectInMs: typeof data.reconnectInMs === 'number' ? data.reconnectInMs : null,
        },
      };
    }
    case 'error': {
      const data = isRecord(value.data) ? value.data : {};
      return { type: 'error', data: { code: typeof data.code === 'string' ? data.code : 'unknown' } };
    }
    default:
      return null;
  }
}
