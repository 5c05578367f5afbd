import type { WebSocket } from 'ws';
import type { ChannelMessage, RealtimeBus } from './bus';
import type { ChannelPolicies } from './channels';

/**
 * One connected socket. Frames are handled strictly in order (an `auth` finishes before the `subscribe`
 * that follows it); `ping` answers `pong` once everything before it is done, which also makes it a sync
 * point. A subscription is acknowledged with `subscribed` once the channel delivers: whatever is published
 * after that frame reaches the client, so a client that reads the channel's data again on it misses nothing.
 */
export const MAX_CHANNELS_PER_SOCKET = 50;

/** Per connection: frames per second, frames waiting to be handled, failed sign-ins, bytes not yet sent. */
export const SOCKET_LIMITS = { framesPerSecond: 20, pendingFrames: 32, authFailures: 5, bufferedBytes: 1024 * 1024 } as const;
/** Policy violation (RFC 6455): too many frames, a full queue, too many failed sign-ins, a slow reader. */
export const CLOSE_POLICY = 1008;
/** The connection's token was revoked (sign-out, password change, ban): the client signs in again. */
export const CLOSE_REVOKED = 4001;

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
  /** The user and token ids a token stands for, or null when the token is not valid. */
  authenticate(token: string): Promise<{ userId: number; tokenId: number } | null>;
  onError(error: unknown): void;
  limits?: Partial<typeof SOCKET_LIMITS>;
  now?: () => number;
}

export class SocketSession {
  private userId: number | null = null;
  private currentTokenId: number | null = null;
  private readonly subscriptions = new Map<string, () => Promise<void>>();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  private pending = 0;
  private windowStart = 0;
  private framesInWindow = 0;
  private failedAuths = 0;
  private readonly limits: typeof SOCKET_LIMITS;
  private readonly now: () => number;

  constructor(
    private readonly socket: WebSocket,
    private readonly deps: SocketSessionDeps,
  ) {
    this.limits = { ...SOCKET_LIMITS, ...deps.limits };
    this.now = deps.now ?? Date.now;
    socket.on('message', (data, isBinary) => {
      if (this.closed) return;
      if (!this.admit()) return;
      const raw = isBinary ? null : data.toString();
      this.pending += 1;
      this.queue = this.queue
        .then(() => this.handle(raw))
        .catch((error: unknown) => this.deps.onError(error))
        .finally(() => {
          this.pending -= 1;
        });
    });
    socket.on('close', () => {
      this.closed = true;
      this.queue = this.queue.then(() => this.dropAll(() => true));
    });
  }

  /** The signed-in user and the token they signed in with (null: anonymous). */
  get identity(): { userId: number; tokenId: number } | null {
    return this.userId !== null && this.currentTokenId !== null ? { userId: this.userId, tokenId: this.currentTokenId } : null;
  }

  get channels(): string[] {
    return [...this.subscriptions.keys()];
  }

  /** Closes the connection (a revoked token, a broken limit); its channels are dropped on close. */
  close(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    try {
      this.socket.close(code, reason);
    } catch {
      this.socket.terminate();
    }
  }

  /** At most framesPerSecond frames in any one-second window and pendingFrames waiting; else close 1008. */
  private admit(): boolean {
    const now = this.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.framesInWindow = 0;
    }
    this.framesInWindow += 1;
    if (this.framesInWindow > this.limits.framesPerSecond) {
      this.close(CLOSE_POLICY, 'too many frames');
      return false;
    }
    if (this.pending >= this.limits.pendingFrames) {
      this.close(CLOSE_POLICY, 'queue full');
      return false;
    }
    return true;
  }

  private send(frame: unknown): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    // A reader that does not keep up would make the server hold its frames without bound.
    if (this.socket.bufferedAmount > this.limits.bufferedBytes) return this.close(CLOSE_POLICY, 'reader too slow');
    this.socket.send(JSON.stringify(frame));
  }

  /**
   * Checks every channel again (membership may have changed since the subscribe): channels the user may
   * no longer hear are dropped and announced with an `unsubscribed` frame.
   */
  async recheck(): Promise<void> {
    const run = async () => {
      if (this.closed) return;
      const userId = this.userId;
      const verdicts = await Promise.all(this.channels.map(async (c) => [c, await this.deps.policies.allows({ userId }, c)] as const));
      const denied = verdicts.filter(([, ok]) => !ok).map(([c]) => c);
      await this.dropAll((channel) => denied.includes(channel));
      for (const channel of denied) this.send({ type: 'unsubscribed', data: { channel } });
    };
    // In the frame queue: a recheck never races a subscribe of the same channel.
    this.queue = this.queue.then(run).catch((error: unknown) => this.deps.onError(error));
    await this.queue;
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
    if (token && this.failedAuths >= this.limits.authFailures) {
      this.error('errors.socket_auth_locked');
      return this.close(CLOSE_POLICY, 'too many failed sign-ins');
    }
    const identity = token ? await this.deps.authenticate(token) : null;
    const userId = identity?.userId ?? null;
    this.currentTokenId = identity?.tokenId ?? null;
    if (token && identity === null) this.failedAuths += 1;
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
    if (this.subscriptions.has(channel)) return this.send({ type: 'subscribed', data: { channel } });
    if (!(await this.deps.policies.allows({ userId: this.userId }, channel))) return this.error('errors.socket_channel_forbidden');
    if (this.subscriptions.size >= MAX_CHANNELS_PER_SOCKET) return this.error('errors.socket_too_many_channels');
    const unsubscribe = await this.deps.bus.subscribe(channel, this.deliver);
    if (this.closed) return void (await unsubscribe());
    this.subscriptions.set(channel, unsubscribe);
    this.send({ type: 'subscribed', data: { channel } });
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
