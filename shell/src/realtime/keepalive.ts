/** The worker pings the server this often; a ping left unanswered until the next one means a dead socket. */
export const PING_INTERVAL_MS = 25_000;

export interface KeepaliveTimers {
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(id: unknown): void;
}

/**
 * Pings an open socket at a fixed interval and calls `onDead` when the previous ping got no pong: a socket
 * can stay "open" long after the network under it is gone, and only traffic finds out.
 */
export class Keepalive {
  private timer: unknown = null;
  private awaitingPong = false;

  constructor(
    private readonly timers: KeepaliveTimers,
    private readonly ping: () => void,
    private readonly onDead: () => void,
  ) {}

  start(): void {
    this.stop();
    const tick = () => {
      this.timer = null;
      if (this.awaitingPong) {
        this.awaitingPong = false;
        this.onDead();
        return;
      }
      this.awaitingPong = true;
      this.ping();
      this.timer = this.timers.setTimer(tick, PING_INTERVAL_MS);
    };
    this.timer = this.timers.setTimer(tick, PING_INTERVAL_MS);
  }

  pong(): void {
    this.awaitingPong = false;
  }

  stop(): void {
    if (this.timer !== null) this.timers.clearTimer(this.timer);
    this.timer = null;
    this.awaitingPong = false;
  }
}
