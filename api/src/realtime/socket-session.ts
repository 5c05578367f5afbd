import type { WebSocket } from 'ws';
import type { ChannelMessage, RealtimeBus } from './bus';
import type { ChannelPolicies } from './channels';

/**
 * One connected socket. Frames are handled strictly in order (an `auth` finishes before the `subscribe`
 * that follows it), so a client needs no acknowledgements; `ping` answers `pong` once everything before it
 * is done, which also makes it a sync point.
 */
export const MAX_CHANNELS_PER_SOCKET = 50;

type ClientFrame =
  | { type: 'auth'; token: string | null }
  | { type: 'subscribe' | 'unsubscribe'; channel: string }
  | { type: 'ping' };

export function parseClientFrame(raw: string): ClientFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { type, data } = value as { type?: unknown; data?: unknown };
  const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  switch (type) {
    case 'ping':
      return { type };
    case 'auth':
      if (body.token === null || body.token === undefined) return { type, token: null };
      return typeof body.token === 'string' ? { type, token: body.token } : null;
    case 'subscribe':
    case 'unsubscribe':
      return typeof body.channel === 'string' && body.channel.length <= 100 ? { type, channel: body.channel } : null;
    default:
      return null;
  }
}

export interface SocketSessionDeps {
  bus: RealtimeBus;
  policies: ChannelPolicies;
  /** The user id a token stands for, or null when the token is not valid. */
  authenticate(token: string): Promise<number | null>;
  onError(error: unknown): void;
}

export class SocketSession {
  private userId: number | null = null;
  private readonly subscriptions = new Map<string, () => Promise<void>>();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly deps: SocketSessionDeps,
  ) {
    socket.on('message', (data, isBinary) => {
      const raw = isBinary ? null : data.toString();
      this.queue = this.queue.then(() => this.handle(raw)).catch((error: unknown) => this.deps.onError(error));
    });
    socket.on('close', () => {
      this.closed = true;
      this.queue = this.queue.then(() => this.dropAll(() => true));
    });
  }

  private send(frame: unknown): void {
    if (!this.closed && this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private error(code: string): void {
    this.send({ type: 'error', data: { code } });
  }

  private readonly deliver = (message: ChannelMessage): void => {
    this.send({ type: 'message', data: message });
  };

  private async handle(raw: string | null): Promise<void> {
    if (this.closed) return;
    const frame = raw === null ? null : parseClientFrame(raw);
    if (!frame) return this.error('errors.socket_bad_frame');
    switch (frame.type) {
      case 'ping':
        return this.send({ type: 'pong' });
      case 'auth':
        return this.authenticate(frame.token);
      case 'subscribe':
        return this.subscribe(frame.channel);
      case 'unsubscribe':
        return this.unsubscribe(frame.channel);
    }
  }

  private async authenticate(token: string | null): Promise<void> {
    const userId = token ? await this.deps.authenticate(token) : null;
    if (userId !== this.userId) {
      this.userId = userId;
      // Channels the new identity may not hear are dropped (signing out, or another account).
      const keep = await Promise.all([...this.subscriptions.keys()].map(async (c) => [c, await this.deps.policies.allows({ userId }, c)] as const));
      const denied = new Set(keep.filter(([, ok]) => !ok).map(([c]) => c));
      await this.dropAll((channel) => denied.has(channel));
    }
    if (token && userId === null) return this.error('errors.unauthenticated');
    this.send({ type: 'ready', data: { userId } });
  }

  private async subscribe(channel: string): Promise<void> {
    if (this.subscriptions.has(channel)) return;
    if (!(await this.deps.policies.allows({ userId: this.userId }, channel))) return this.error('errors.socket_channel_forbidden');
    if (this.subscriptions.size >= MAX_CHANNELS_PER_SOCKET) return this.error('errors.socket_too_many_channels');
    const unsubscribe = await this.deps.bus.subscribe(channel, this.deliver);
    if (this.closed) return void (await unsubscribe());
    this.subscriptions.set(channel, unsubscribe);
  }

  private async unsubscribe(channel: string): Promise<void> {
    await this.dropAll((c) => c === channel);
  }

  private async dropAll(which: (channel: string) => boolean): Promise<void> {
    const dropping = [...this.subscriptions.entries()].filter(([channel]) => which(channel));
    for (const [channel] of dropping) this.subscriptions.delete(channel);
    await Promise.all(dropping.map(([, unsubscribe]) => unsubscribe()));
  }
}
