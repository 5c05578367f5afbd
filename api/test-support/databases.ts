import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client';

/**
 * Databases for tests: PGlite always (in memory), PostgreSQL too when TEST_DATABASE_URL is set. A
 * PostgreSQL run gets a database of its own, created fresh and dropped afterwards, so nothing depends on
 * what earlier runs left behind.
 */
export type TestDriver = 'pglite' | 'postgres';

export const TEST_DRIVERS: readonly TestDriver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Connection URL of the PostgreSQL database (null for PGlite), to open more handles on it. */
  url: string | null;
  dispose(): Promise<void>;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function openTestDatabase(driver: TestDriver): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    return { handle, url: null, dispose: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    handle,
    url: url.toString(),
    dispose: async () => {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
