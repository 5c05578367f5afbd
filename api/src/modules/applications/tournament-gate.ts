import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error';

/**
 * One application write per tournament at a time in this process. The writes of one tournament run one
 * after the other anyway (its row lock); without this line, every waiting request would hold a pooled
 * database connection while it waits for the lock, and in a registration rush the pool would be all
 * waiters: reads and refusals, which need no lock, would then wait for a connection too. So each instance
 * sends one write per tournament to the database at a time and the others wait here, without a
 * connection. The wait is bounded as the lock's was (the default statement timeout): beyond it 503
 * errors.database_unavailable.
 */
export const GATE_WAIT_MS = 15_000;

export class KeyedGate {
  private readonly tails = new Map<number, Promise<void>>();

  constructor(private readonly waitMs = GATE_WAIT_MS) {}

  async run<T>(key: number, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release = () => undefined as void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    // The next in line waits for the previous one and this one, even when this one gives up waiting.
    const tail = previous.then(() => mine);
    this.tails.set(key, tail);
    const done = () => {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    };
    let timer: NodeJS.Timeout | undefined;
    const waited = await Promise.race([
      previous.then(() => 'ready' as const),
      new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), this.waitMs);
      }),
    ]);
    clearTimeout(timer);
    if (waited === 'timeout') {
      done();
      throw new HttpError(503, 'errors.database_unavailable');
    }
    try {
      return await work();
    } finally {
      done();
    }
  }

  /** Keys with a write running or waiting (tests). */
  get size(): number {
    return this.tails.size;
  }
}

const gates = new WeakMap<FastifyInstance, KeyedGate>();

/** The app's gate of application writes, keyed by tournament. */
export function applicationGate(app: FastifyInstance): KeyedGate {
  let gate = gates.get(app);
  if (!gate) {
    gate = new KeyedGate();
    gates.set(app, gate);
  }
  return gate;
}
