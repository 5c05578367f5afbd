/**
 * Sockets of the chaos run: each signs in with a token, subscribes to a channel and, when its connection
 * drops, connects again (every 200 ms) and subscribes again, as the portal's socket worker does.
 */
import WebSocket from 'ws';

class Probe {
  ready = false;
  /** When the last drop happened, and when the socket was subscribed again after it. */
  droppedAt = 0;
  readyAt = 0;
  drops = 0;
  private socket: WebSocket | null = null;
  private closed = false;
  listener: (() => void) | null = null;

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly channel: string,
  ) {
    this.connect();
  }

  private connect(): void {
    if (this.closed) return;
    const socket = new WebSocket(this.url);
    this.socket = socket;
    let gone = false;
    const drop = () => {
      if (gone) return;
      gone = true;
      if (this.ready) {
        this.drops += 1;
        this.droppedAt = Date.now();
      }
      this.ready = false;
      if (!this.closed) setTimeout(() => this.connect(), 200);
    };
    socket.on('error', drop);
    socket.on('close', drop);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', data: { token: this.token } })));
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as { type: string };
      if (frame.type === 'ready') {
        socket.send(JSON.stringify({ type: 'subscribe', data: { channel: this.channel } }));
        socket.send(JSON.stringify({ type: 'ping' }));
      } else if (frame.type === 'pong' && !this.ready) {
        this.ready = true;
        this.readyAt = Date.now();
      } else if (frame.type === 'message') {
        this.listener?.();
      }
    });
  }

  close(): void {
    this.closed = true;
    this.socket?.terminate();
  }
}

export class Sockets {
  readonly probes: Probe[];

  constructor(urls: readonly string[], token: string, channel: string) {
    this.probes = urls.map((url) => new Probe(url, token, channel));
  }

  async untilReady(timeoutMs: number): Promise<boolean> {
    for (const started = Date.now(); Date.now() - started < timeoutMs; await new Promise((r) => setTimeout(r, 50))) {
      if (this.probes.every((p) => p.ready)) return true;
    }
    return false;
  }

  /** Seconds from `since` until every socket dropped after it was subscribed again (0 when none dropped). */
  reconnectSeconds(since: number): number {
    const dropped = this.probes.filter((p) => p.droppedAt >= since);
    return dropped.length === 0 ? 0 : Math.max(...dropped.map((p) => (p.ready && p.readyAt >= p.droppedAt ? p.readyAt - since : Number.POSITIVE_INFINITY))) / 1000;
  }

  droppedSince(since: number): number {
    return this.probes.filter((p) => p.droppedAt >= since).length;
  }

  /** How many sockets receive a message after `trigger`, within timeoutMs. */
  async delivered(trigger: () => Promise<void>, timeoutMs = 5000): Promise<number> {
    let count = 0;
    const got = this.probes.map(
      (probe) =>
        new Promise<void>((resolve) => {
          probe.listener = () => {
            probe.listener = null;
            count += 1;
            resolve();
          };
        }),
    );
    await trigger();
    await Promise.race([Promise.all(got), new Promise((r) => setTimeout(r, timeoutMs))]);
    for (const probe of this.probes) probe.listener = null;
    return count;
  }

  close(): void {
    for (const probe of this.probes) probe.close();
  }
}
