import pg from 'pg';

/**
 * Test hook (DB_TEST_LATENCY_MS, refused in production): a PostgreSQL client that waits `latencyMs` before
 * sending each query, holding its pooled connection meanwhile, as a slow database would. The chaos run uses
 * it to show that requests then end in 503 within the pool's wait and that queued work stays bounded.
 */
export function slowClient(latencyMs: number): typeof pg.Client {
  class SlowClient extends pg.Client {
    // pg's query() has many overloads (promise or callback, text or config); the hook passes them through.
    override query(...args: unknown[]): any { // eslint-disable-line @typescript-eslint/no-explicit-any
      const last = args[args.length - 1];
      const callback = typeof last === 'function' ? (args.pop() as (error: Error | null, result?: unknown) => void) : null;
      const delayed = new Promise((resolve) => setTimeout(resolve, latencyMs)).then(() => (super.query as (...a: unknown[]) => Promise<unknown>).apply(this, args));
      if (!callback) return delayed;
      delayed.then((result) => callback(null, result), (error: Error) => callback(error));
      return undefined;
    }
  }
  return SlowClient;
}
