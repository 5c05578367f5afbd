import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../config/paths';
import { ensureDataDir, lockDataDir } from './data-dir';
import { guardPglite } from './guarded-pglite';
import { slowClient } from './slow-client';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type features use: PGlite and node-postgres databases share it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What a transaction callback receives (same query builder). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies pending migrations of api/drizzle. */
  migrate(): Promise<void>;
  /** A trivial round trip (health check). */
  ping(): Promise<void>;
  /**
   * Runs `fn` while holding the database-wide setup lock: several API instances starting together on one
   * PostgreSQL migrate and seed one after the other (an advisory lock). PGlite has one process anyway.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** Closes the connection(s); a PGlite folder is checkpointed and closed cleanly. */
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number; poolWaitMs?: number; statementTimeoutMs?: number; testLatencyMs?: number }
  /** dataDir null: in memory (tests). */
  | { kind: 'pglite'; dataDir: string | null };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openPostgres(target) : openPglite(target.dataDir);
}

/** Key of the advisory lock taken while migrating and seeding ('portal' in ASCII). */
export const SETUP_LOCK_KEY = 0x706f7274616c;

/** The setup lock may be waited for as long as another instance migrates and seeds. */
const SETUP_LOCK_TIMEOUT_MS = 24 * 3600 * 1000;

async function openPostgres(target: Extract<DatabaseTarget, { kind: 'postgres' }>): Promise<DatabaseHandle> {
  const statementTimeout = target.statementTimeoutMs ?? 15_000;
  // Every wait is bounded, so an unreachable or stuck database answers 503 instead of holding requests:
  // a query waits at most poolWaitMs for a connection (queued behind busy ones, or a new one being opened),
  // the server cancels a statement after statement_timeout, and the client stops reading a second later
  // (a server that went silent). See db/unavailable for the mapping to 503.
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    connectionTimeoutMillis: target.poolWaitMs ?? 5000,
    statement_timeout: statementTimeout,
    query_timeout: statementTimeout + 1000,
    ...(target.testLatencyMs ? { Client: slowClient(target.testLatencyMs) } : {}),
  });
  // An idle connection can be ended by the server (restart, failover, an administrator): the pool drops it
  // and opens a new one on the next query. Without a listener that event would crash the process.
  pool.on('error', (error) => console.warn(`[db] idle PostgreSQL connection closed: ${error.message}`));
  // A checked-out connection (a transaction between its statements) has no listener of the pool's: the
  // server ending it then (a restart: 57P01) would be an unhandled 'error' that ends the process. The
  // statement that follows fails instead (503), and the pool drops the connection when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    exclusive: async (fn) => {
      const holder = await pool.connect();
      try {
        await holder.query('set statement_timeout = 0');
        await holder.query({ text: 'select pg_advisory_lock($1)', values: [SETUP_LOCK_KEY], query_timeout: SETUP_LOCK_TIMEOUT_MS } as pg.QueryConfig);
        try {
          return await fn();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [SETUP_LOCK_KEY]);
          await holder.query('reset statement_timeout');
        }
      } finally {
        holder.release();
      }
    },
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** PGlite loads the extensions the migrations create (pg_trgm: the name search indexes). */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } };

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  const lock = dataDir ? lockDataDir(dataDir) : null;
  try {
    if (dataDir) await ensureDataDir(dataDir);
    const client = guardPglite(dataDir ? new PGlite(dataDir, PGLITE_OPTIONS) : new PGlite(PGLITE_OPTIONS));
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    let closed = false;
    return {
      db,
      kind: 'pglite',
      exclusive: (fn) => fn(),
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          if (dataDir) await client.query('checkpoint');
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
