import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { backupDataDir, restoreDataDir } from './backup';
import { openDatabase } from './client';
import { selectRows } from './sql-helpers';

jest.setTimeout(120_000);

const work = mkdtempSync(join(tmpdir(), 'portal-backup-'));
const dataDir = join(work, 'pglite');
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function withDatabase<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}

/** The portal's countries table (after its migrations) holds the test's rows. */
const probeCodes = (db: Awaited<ReturnType<typeof openDatabase>>['db']) =>
  selectRows<{ code: string }>(db, sql`select code from countries where code like 'Q%' order by code`).then((rows) => rows.map((row) => row.code));
const addCountry = (code: string) => sql`insert into countries (code, names, calling_code) values (${code}, '{"ru":"Q","kk":"Q","en":"Q","uz":"Q","tr":"Q"}'::jsonb, '0')`;

describe('backups of the embedded database', () => {
  it("restore brings back the backup's data and keeps the folder it replaced", async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    await handle.migrate();
    await handle.db.execute(addCountry('QB'));
    const before = await probeCodes(handle.db);
    await handle.close();
    expect(before).toEqual(['QB']);

    const file = join(work, 'backups', 'portal.tar.gz');
    const { bytes } = await backupDataDir(dataDir, file);
    expect(bytes).toBeGreaterThan(0);
    expect(existsSync(`${file}.partial`)).toBe(false);

    // After the backup: a row changes and another one is added.
    await withDatabase(async (db) => {
      await db.execute(sql`update countries set code = 'QR' where code = 'QB'`);
      await db.execute(addCountry('QL'));
    });

    const { previous } = await restoreDataDir(dataDir, file, new Date('2026-11-27T10:00:00Z'));
    expect(await withDatabase(probeCodes)).toEqual(['QB']);
    expect(previous).toBe(`${dataDir}.before-restore-2026-11-27T10-00-00-000Z`);
    const replaced = await openDatabase({ kind: 'pglite', dataDir: previous });
    expect(await probeCodes(replaced.db)).toEqual(['QL', 'QR']);
    await replaced.close();
  });

  it('refuses a backup that is not an archive and leaves the folder as it was', async () => {
    const junk = join(work, 'junk.tar.gz');
    writeFileSync(junk, 'not a backup');
    const entries = readdirSync(work).sort();
    await expect(restoreDataDir(dataDir, junk)).rejects.toThrow();
    expect(readdirSync(work).sort()).toEqual(entries);
    expect(await withDatabase(probeCodes)).toEqual(['QB']);
  });

  it('refuses while a server holds the folder', async () => {
    // Another process holding the folder's lock, as a running portal does.
    const holder = spawn(process.execPath, ['-e', `require('fs').writeFileSync(${JSON.stringify(`${dataDir}.lock`)}, String(process.pid)); setTimeout(() => {}, 30000)`]);
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(backupDataDir(dataDir, join(work, 'second.tar.gz'))).rejects.toThrow(/in use by process/);
    } finally {
      holder.kill();
    }
  });
});
