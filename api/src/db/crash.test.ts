import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import { API_ROOT, REPO_ROOT } from '../config/paths';
import { openDatabase } from './client';
import { translations } from './schema';

/**
 * Durability of the embedded database: a process killed with SIGKILL in the middle of writes, and a
 * server stopped with SIGTERM or SIGINT, leave a data folder that opens again and holds every committed
 * write.
 */
const TSX_LOADER = pathToFileURL(resolve(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

/** Runs a TypeScript file in a node process of its own (no wrapper process: signals reach it directly). */
function run(args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', TSX_LOADER, ...args], { cwd: API_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve({ code: child.exitCode, signal: child.signalCode });
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

describe('embedded database durability', () => {
  const folders: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-durability-'));
    folders.push(dir);
    return join(dir, 'pglite');
  };
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    folders.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  it('keeps every committed write, and whole transactions only, after SIGKILL mid-writes', async () => {
    const dataDir = freshDir();
    const child = run(['test-support/crash-writer.ts', dataDir]);
    children.push(child);
    const singles: number[] = [];
    const groups: number[] = [];
    let killedAt = 0;
    await new Promise<void>((resolveKill, reject) => {
      child.once('exit', (code) => (killedAt ? undefined : reject(new Error(`writer exited early with ${code}`))));
      createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
        const [kind, n] = line.split(' ');
        if (kind === 'single') singles.push(Number(n));
        if (kind === 'group') groups.push(Number(n));
        if (singles.length + groups.length >= 400 && !killedAt) {
          killedAt = Date.now();
          child.kill('SIGKILL');
          resolveKill();
        }
      });
    });
    expect((await exited(child)).signal).toBe('SIGKILL');
    expect(existsSync(`${dataDir}.lock`)).toBe(true);

    // The stale lock of the killed process is taken over; PostgreSQL replays its WAL.
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await handle.db.select({ key: translations.key }).from(translations).where(eq(translations.namespace, 'crash'));
      const keys = new Set(rows.map((r) => r.key));
      for (const n of singles) expect(keys.has(`s${n}`)).toBe(true);
      for (const n of groups) for (const part of ['a', 'b', 'c']) expect(keys.has(`g${n}${part}`)).toBe(true);
      const groupKeys = [...keys].filter((k) => k.startsWith('g'));
      const byGroup = new Map<string, number>();
      for (const key of groupKeys) byGroup.set(key.slice(0, -1), (byGroup.get(key.slice(0, -1)) ?? 0) + 1);
      expect([...byGroup.values()].every((count) => count === 3)).toBe(true);
      expect(keys.size).toBeGreaterThanOrEqual(singles.length + groups.length * 3);
    } finally {
      await handle.close();
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('stops the server cleanly on %s: requests answered, folder closed and reopenable', async (signal) => {
    const dataDir = freshDir();
    const server = run(['src/server.ts'], { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'never', LOG_LEVEL: 'info', NODE_ENV: 'development' });
    children.push(server);
    const address = await new Promise<string>((resolveAddress, reject) => {
      server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
      createInterface({ input: server.stdout as NodeJS.ReadableStream }).on('line', (line) => {
        const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (match?.[1]) resolveAddress(match[1]);
      });
    });
    const health = await fetch(`${address}/api/health`);
    expect(health.status).toBe(200);
    const inFlight = Array.from({ length: 20 }, () => fetch(`${address}/api/translations?code=en`).then((r) => r.status));
    server.kill(signal);
    const statuses = await Promise.allSettled(inFlight);
    expect(await exited(server)).toEqual({ code: 0, signal: null });
    // Every request that got an answer got a real one (503 only for those that arrived while closing).
    for (const status of statuses) if (status.status === 'fulfilled') expect([200, 503]).toContain(status.value);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await handle.db.select({ key: translations.key }).from(translations).where(eq(translations.locale, 'en'));
      expect(rows.length).toBeGreaterThan(10);
    } finally {
      await handle.close();
    }
  });
});
