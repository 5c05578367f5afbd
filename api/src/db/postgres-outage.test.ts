import { sql } from 'drizzle-orm';
import { TEST_DRIVERS, openTestDatabase, type TestDatabase } from '../../test-support/databases';
import { openDatabase, type DatabaseHandle } from './client';
import { selectRows } from './sql-helpers';
import { isDatabaseUnavailable } from './unavailable';

const describePostgres = TEST_DRIVERS.includes('postgres') ? describe : describe.skip;

/** The error a promise rejects with (null when it resolves). */
const rejection = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

describePostgres('PostgreSQL going away or slow: bounded, recognised as unavailable (TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  const opened: DatabaseHandle[] = [];
  const open = async (options: { poolSize?: number; poolWaitMs?: number; statementTimeoutMs?: number; testLatencyMs?: number }) => {
    const handle = await openDatabase({ kind: 'postgres', url: database.url ?? '', ...options });
    opened.push(handle);
    return handle;
  };
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await Promise.all(opened.map((handle) => handle.close()));
    await database?.dispose();
  });

  it('a connection the server ends inside a transaction fails that transaction (not the process); the next query gets a new connection', async () => {
    const handle = await open({ poolSize: 2 });
    const failure = await rejection(
      handle.db.transaction(async (tx) => {
        const [row] = await selectRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        await database.handle.db.execute(sql`select pg_terminate_backend(${row?.pid})`);
        // The server's goodbye arrives while no statement of this connection is running.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      }),
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(await selectRows<{ one: number }>(handle.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('a statement past the statement timeout is cancelled by the server', async () => {
    const handle = await open({ statementTimeoutMs: 200 });
    const started = Date.now();
    const failure = await rejection(handle.db.execute(sql`select pg_sleep(5)`));
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('with every query slowed (test hook), a query waiting longer than the pool wait for a connection gives up', async () => {
    const handle = await open({ poolSize: 1, poolWaitMs: 150, testLatencyMs: 400 });
    const [first, second] = await Promise.all([rejection(handle.db.execute(sql`select 1`)), rejection(handle.db.execute(sql`select 2`))]);
    expect(first).toBeNull();
    expect(isDatabaseUnavailable(second)).toBe(true);
  });
});
