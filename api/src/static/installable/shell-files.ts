import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the shell's own files sit in the built portal (the remotes' folders are the registry's business). */
const SHELL_FOLDERS = ['', 'assets'] as const;
const PRECOMPRESSED = /\.(?:br|gz)$/;

/**
 * The paths of the shell's files in the built portal (its root and assets folder), as the service worker
 * compares them with what it keeps: a kept shell file not listed here belongs to an older shell build.
 */
export async function shellFilePaths(root: string): Promise<string[]> {
  const paths: string[] = [];
  for (const folder of SHELL_FOLDERS) {
    const entries = await readdir(join(root, folder), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isFile() && !PRECOMPRESSED.test(entry.name)) paths.push(`/${folder ? `${folder}/` : ''}${entry.name}`);
    }
  }
  return paths.sort();
}

/**
 * The worker script as served: the built sw.js after a line naming the shell's files. A new shell build
 * changes that line, so browsers install the new worker, which drops the old build's files (sw.ts).
 */
export function workerScriptWithShellFiles(script: string, shellFiles: readonly string[]): string {
  return `self.PORTAL_SHELL_FILES = ${JSON.stringify(shellFiles)};\n${script}`;
}

/** The served script, worked out again only when the built worker or the shell's index.html changes. */
export function servedWorkerScript(root: string, workerFile: string): () => Promise<string | null> {
  let memo: { key: string; script: string } | null = null;
  return async () => {
    const [worker, index] = await Promise.all([stat(workerFile).catch(() => null), stat(join(root, 'index.html')).catch(() => null)]);
    if (!worker) return null;
    const key = `${worker.mtimeMs}:${index?.mtimeMs ?? 0}`;
    if (memo?.key !== key) {
      memo = { key, script: workerScriptWithShellFiles(await readFile(workerFile, 'utf8'), await shellFilePaths(root)) };
    }
    return memo.script;
  };
}
