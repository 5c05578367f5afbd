/** The API server as a child process, and calls at it from ever-new client addresses (crash.ts). */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const API_ROOT = resolve(import.meta.dirname, '..', '..');
const TSX_LOADER = pathToFileURL(resolve(API_ROOT, '..', 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

export const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/** `nodeArgs`: more options of node itself (e.g. --cpu-prof, which NODE_OPTIONS refuses). */
export function startServer(env: Record<string, string>, port: number, nodeArgs: readonly string[] = []): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, '--import', TSX_LOADER, 'src/server.ts'], {
    cwd: API_ROOT,
    env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000000', TRUST_PROXY: '127.0.0.1', SEED_DEMO: 'if-empty', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export const exited = (child: ChildProcess) => new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r)));

export async function untilHealthy(base: string, child: ChildProcess, timeoutMs = 120_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error('server did not become healthy');
    await new Promise((r) => setTimeout(r, 200));
  }
}

let ipCounter = 0;
/** Each call from its own client address (per-address limits), through the trusted loopback proxy. */
const clientIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** An answer's body as the streams read it (loosely: each reads the few fields it needs). */
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Answer {
  status: number;
  json: Json | null;
}

export const ok = (status: number | null | undefined) => status !== null && status !== undefined && status >= 200 && status < 300;

export async function call(base: string, method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), 'accept-language': 'en', 'x-forwarded-for': clientIp(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json().catch(() => null)) as Json | null };
}

/** A call that must succeed (setup before the stream): its data, or an error naming the call. */
export async function must(base: string, method: string, path: string, body?: unknown, token?: string): Promise<Json> {
  const answer = await call(base, method, path, body, token);
  if (!ok(answer.status)) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.json).slice(0, 300)}`);
  return (answer.json?.data ?? {}) as Json;
}
