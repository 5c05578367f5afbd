import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR } from '../config/paths';
import { DEMO_MEDIA_DIR, DEMO_MEDIA_PREFIX } from '../media/demo-media-paths';
import { TEST_DRIVERS, openTestDatabase, type TestDatabase } from '../../test-support/databases';
import { openDatabase, type Queryable } from './client';
import { prepareDatabase } from './prepare';
import { loadCatalog } from '../i18n/messages';
import { OuterQueryInTransactionError } from './guarded-pglite';
import * as schema from './schema';
import { seedDemo } from './seed/demo-world';
import { selectRows } from './sql-helpers';

const MODEL_TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();
const JOURNAL = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

/** A digest of every row of every table, to compare two seeded worlds. */
async function digest(db: Queryable): Promise<string> {
  const hash = createHash('sha256');
  for (const table of MODEL_TABLES) {
    // Password hashes are salted at random and created_at/updated_at record when rows were written:
    // everything else must be identical.
    const rows = await selectRows<{ row: unknown }>(db, sql.raw(`select to_jsonb(t) - 'password_hash' - 'created_at' - 'updated_at' as row from ${table} t`));
    hash.update(table).update(JSON.stringify(rows.map((r) => JSON.stringify(r.row)).sort()));
  }
  return hash.digest('hex');
}

const failure = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    const cause = (error as { cause?: { code?: string }; code?: string }).cause ?? error;
    return (cause as { code?: string }).code ?? String(error);
  }
};

describe.each(TEST_DRIVERS)('data model and migrations (%s)', (driver) => {
  let database: TestDatabase;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await database.handle.migrate();
  });
  afterAll(async () => database?.dispose());

  it('creates every table of the model, and a second run changes nothing', async () => {
    const tables = await selectRows<{ name: string }>(db(), sql`select tablename as name from pg_tables where schemaname = current_schema() order by 1`);
    expect(tables.map((t) => t.name)).toEqual(MODEL_TABLES);
    expect(MODEL_TABLES.length).toBeGreaterThanOrEqual(45);
    await database.handle.migrate();
    const [journal] = await selectRows<{ count: number }>(db(), sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    expect(journal?.count).toBe(JOURNAL.entries.length);
  });

  it('enforces checks, foreign keys and unique slugs in the database itself', async () => {
    await db().insert(schema.timezones).values({ name: 'Asia/Almaty', names: { ru: 'Алматы' } });
    await db().insert(schema.games).values({ id: 1, slug: 'pubg-mobile', dataSlug: 'pubg', idKey: 'pubg_id', name: 'PUBG Mobile', label: 'PUBG', description: { ru: 'Игра' }, images: { icon: 'i', cover: 'c', logo: 'l' } });
    const [format] = await db().insert(schema.tournamentFormats).values({ slug: 'squad', name: 'Squad', min: 4, max: 6 }).returning();
    const base = {
      slug: 'spring-cup',
      name: 'Spring Cup',
      gameId: 1,
      formatId: format?.id ?? 0,
      timezone: 'Asia/Almaty',
      startReqTime: new Date('2026-05-01T00:00:00Z'),
      endRegTime: new Date('2026-05-05T00:00:00Z'),
      startTime: new Date('2026-05-07T00:00:00Z'),
      slotCount: 16,
    };
    await db().insert(schema.tournaments).values(base);
    expect(await failure(db().insert(schema.tournaments).values({ ...base, slug: 'other', statusOverride: 'soon' }))).toBe('23514');
    expect(await failure(db().insert(schema.tournaments).values({ ...base, slug: '12345' }))).toBe('23514');
    expect(await failure(db().insert(schema.tournaments).values({ ...base, slug: 'get-latest' }))).toBe('23514');
    expect(await failure(db().insert(schema.tournaments).values({ ...base }))).toBe('23505');
    expect(await failure(db().insert(schema.tournaments).values({ ...base, slug: 'third', timezone: 'Mars/Olympus' }))).toBe('23503');
    expect(await failure(db().insert(schema.tournaments).values({ ...base, slug: 'fourth', endRegTime: new Date('2026-04-01T00:00:00Z') }))).toBe('23514');
    expect(await failure(db().insert(schema.tournamentFormats).values({ slug: 'bad', name: 'Bad', min: 5, max: 4 }))).toBe('23514');
    expect(await failure(db().insert(schema.teams).values({ name: 'Wolves-KZ', slug: 'wolves-kz', gameId: 1, inviteHash: 'abcdefghijklmnop' }))).toBe('23514');
    expect(await failure(db().insert(schema.teamRoles).values({ id: 7, code: 'owner' }))).toBe('23514');
    await db().insert(schema.users).values({ username: 'Dias', email: 'Dias@Mail.example' });
    expect(await failure(db().insert(schema.users).values({ username: 'dias', email: 'other@mail.example' }))).toBe('23505');
    expect(await failure(db().insert(schema.users).values({ username: 'Other', email: 'dias@mail.example' }))).toBe('23505');
  });

  it('rolls a failed transaction back completely', async () => {
    const before = await db().select().from(schema.countries);
    const outcome = await failure(
      db().transaction(async (tx) => {
        await tx.insert(schema.countries).values({ code: 'KZ', callingCode: '7', names: { ru: 'Казахстан' } });
        await tx.insert(schema.countries).values({ code: 'kz', callingCode: '7', names: { ru: 'Казахстан' } });
      }),
    );
    expect(outcome).toBe('23514');
    expect(await db().select().from(schema.countries)).toEqual(before);
  });
});

const describePostgres = TEST_DRIVERS.includes('postgres') ? describe : describe.skip;

describePostgres('several instances starting on one PostgreSQL (TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(async () => database?.dispose());

  it('migrate and seed one after the other: the demo world is loaded once', async () => {
    const others = await Promise.all([1, 2].map(() => openDatabase({ kind: 'postgres', url: database.url ?? '', poolSize: 2 })));
    try {
      const quiet = { seed: 'if-empty' as const, catalog: loadCatalog(), log: { info: () => undefined } };
      await Promise.all([database.handle, ...others].map((handle) => prepareDatabase(handle, quiet)));
      const [row] = await selectRows<{ count: number }>(database.handle.db, sql`select count(*)::int as count from users`);
      expect(row?.count).toBe(136);
    } finally {
      await Promise.all(others.map((handle) => handle.close()));
    }
  });
});

describe('PGlite specifics', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await database.handle.migrate();
  });
  afterAll(async () => database?.dispose());

  it('refuses a query on the root database inside a transaction instead of deadlocking', async () => {
    const db = database.handle.db;
    const misuse = await db
      .transaction(async () => {
        await db.select().from(schema.countries);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect((misuse as { cause?: unknown }).cause).toBeInstanceOf(OuterQueryInTransactionError);
    // Concurrent requests outside the transaction simply wait for it.
    let inside = false;
    const tx = db.transaction(async (t) => {
      inside = true;
      await t.insert(schema.countries).values({ code: 'UZ', callingCode: '998', names: { ru: 'Узбекистан' } });
      await new Promise((resolve) => setTimeout(resolve, 50));
      inside = false;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const outside = db.select().from(schema.countries);
    const [, rows] = await Promise.all([tx, outside]);
    expect(inside).toBe(false);
    expect(rows.map((r) => r.code)).toEqual(['UZ']);
  });

  it('builds the same demo world every time for the same day', async () => {
    const now = new Date('2026-06-15T09:30:00Z');
    const first = await seedDemo(database.handle.db, { reset: true, now });
    const firstDigest = await digest(database.handle.db);
    const second = await seedDemo(database.handle.db, { reset: true, now });
    expect(second).toEqual(first);
    expect(await digest(database.handle.db)).toBe(firstDigest);
    expect(first).toMatchObject({ users: 136, teams: 26, tournaments: 18 });
  });

  it('dates nothing that already happened after the moment it was seeded, even just after midnight', async () => {
    const now = new Date('2026-06-15T00:20:00Z');
    await seedDemo(database.handle.db, { reset: true, now });
    // A live stream that started "later today" could not be ended (ended_at before started_at).
    const [future] = await selectRows<{ streams: number; ended: number }>(
      database.handle.db,
      sql`select (select count(*)::int from streams where started_at > ${now.toISOString()}::timestamptz) as streams,
                 (select count(*)::int from streams where ended_at > ${now.toISOString()}::timestamptz) as ended`,
    );
    expect(future).toEqual({ streams: 0, ended: 0 });
  });

  it('links only pictures that exist', async () => {
    const urls = await selectRows<{ url: string }>(
      database.handle.db,
      sql`select logo_url as url from tournaments union select mobile_logo_url from tournaments union select logo_url from teams
        union select avatar_webp_url from users union select avatar_small_webp_url from users union select avatar_original_url from users
        union select cover_url from news_posts union select reward_icon from rewards
        union select images->>'icon' from games union select images->>'cover' from games union select images->>'logo' from games`,
    );
    const linked = urls.map((u) => u.url).filter((url): url is string => url !== null);
    expect(linked.length).toBeGreaterThan(50);
    for (const url of linked) {
      expect(url.startsWith(DEMO_MEDIA_PREFIX)).toBe(true);
      expect({ url, exists: existsSync(join(DEMO_MEDIA_DIR, url.slice(DEMO_MEDIA_PREFIX.length))) }).toEqual({ url, exists: true });
    }
  });
});
