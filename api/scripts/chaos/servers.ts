/**
 * The chaos run's own PostgreSQL cluster and Redis (never the machine's): initdb and pg_ctl from the
 * machine's PostgreSQL binaries in a temporary folder, redis-server, each on a free port, so they can be
 * stopped and started at will. As root, PostgreSQL runs as the postgres user (initdb refuses root).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../crash/server';

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (newest) return join(root, newest, 'bin');
  const found = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (found.status === 0) return found.stdout.trim();
  throw new Error('no PostgreSQL binaries (initdb, pg_ctl) found in /usr/lib/postgresql/*/bin or through pg_config');
}

const asRoot = process.getuid?.() === 0;

function runAs(command: string, args: string[]): void {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
}

export interface Postgres {
  url: string;
  stop(): void;
  start(): void;
}

export async function startPostgres(folder: string): Promise<Postgres> {
  const bin = postgresBin();
  const dir = join(folder, 'pg');
  mkdirSync(dir, { recursive: true });
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(folder, uid, gid);
    chownSync(dir, uid, gid);
  }
  runAs(join(bin, 'initdb'), ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const pgCtl = (...args: string[]) => runAs(join(bin, 'pg_ctl'), ['-D', dir, '-l', join(folder, 'pg.log'), '-w', '-t', '60', ...args]);
  const start = () => pgCtl('-o', options, 'start');
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return { url, start, stop: () => pgCtl('-m', 'fast', 'stop') };
}

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startRedis(folder: string): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', folder], { stdio: 'ignore' });
    for (let i = 0; i < 100; i += 1) {
      if (spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG') return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('redis-server did not start');
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    running.kill('SIGKILL');
    await new Promise((r) => running.once('exit', r));
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
