import WebSocket from 'ws';

/** A real WebSocket client for tests: sends frames and awaits the server frames it expects. */
export interface Frame {
  type: string;
  data?: Record<string, unknown>;
}

export class TestSocket {
  private readonly frames: Frame[] = [];
  private waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as Frame;
      const waiter = this.waiters.find((w) => w.match(frame));
      if (waiter) {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        waiter.resolve(frame);
      } else {
        this.frames.push(frame);
      }
    });
  }

  static open(url: string, origin?: string, headers?: Record<string, string>): Promise<TestSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { ...(origin ? { origin } : {}), ...(headers ? { headers } : {}) });
      socket.once('open', () => resolve(new TestSocket(socket)));
      socket.once('error', reject);
      socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    });
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The next frame matching `match` (already received or arriving within `timeoutMs`). */
  next(match: (frame: Frame) => boolean = () => true, timeoutMs = 5000): Promise<Frame> {
    const index = this.frames.findIndex(match);
    if (index >= 0) return Promise.resolve(this.frames.splice(index, 1)[0] as Frame);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.resolve !== done);
        reject(new Error('no matching frame in time'));
      }, timeoutMs);
      const done = (frame: Frame) => {
        clearTimeout(timer);
        resolve(frame);
      };
      this.waiters.push({ match, resolve: done });
    });
  }

  /** Sends a ping and waits for its pong: every frame sent before it has been handled. */
  async sync(): Promise<void> {
    this.send({ type: 'ping' });
    await this.next((f) => f.type === 'pong');
  }

  /** Takes every frame received and not consumed yet. */
  drain(): Frame[] {
    return this.frames.splice(0);
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.socket.readyState === WebSocket.CLOSED) return resolve();
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}
