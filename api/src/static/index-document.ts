import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The shell's index.html, re-read only when the file changes (a rebuild while the server runs). */
export class IndexDocument {
  private cached: { mtimeMs: number; html: string } | null = null;
  private readonly path: string;

  constructor(root: string) {
    this.path = join(root, 'index.html');
  }

  async read(): Promise<string | null> {
    try {
      const info = await stat(this.path);
      if (this.cached?.mtimeMs !== info.mtimeMs) this.cached = { mtimeMs: info.mtimeMs, html: await readFile(this.path, 'utf8') };
      return this.cached.html;
    } catch {
      return null;
    }
  }
}
