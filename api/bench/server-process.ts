import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { API_ROOT, REPO_ROOT } from '../src/config/paths';

/**
 * The API server as a child process of the benchmark (the load generator must not share its event loop),
 * on a free port; its address is read from the "listening" log line.
 */
export interface ServerProcess {
  url: string;
  /** The server's process id (its CPU time and memory are read from /proc by the page bench). */
  pid: number;
  stop(): Promise<number | null>;
}

const TSX_LOADER = pathToFileURL(resolve(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

export function startServer(env: Record<string, string>, entry = 'src/server.ts'): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', TSX_LOADER, entry], {
    cwd: API_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  return new Promise((resolveStart, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match?.[1]) {
        resolveStart({
          url: match[1],
          pid: child.pid ?? 0,
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
      }
    });
  });
}
