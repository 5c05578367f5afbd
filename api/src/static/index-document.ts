import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The shell's index.html, re-read only when the file changes (a rebuild while the server runs). */
export class IndexDocument {
  private cached: { mtimeMs: number; html: string } | null = null;
  private readonly path: string;

  constructor(root: string) {
    this.path = join(root, 'index.html');
  }

  private checkedAt = -Infinity;

  /** The document; its file is looked at once per 200 ms at most (a page otherwise costs a stat). */
  async read(): Promise<string | null> {
    const at = performance.now();
    if (this.cached && at - this.checkedAt < 200) return this.cached.html;
    this.checkedAt = at;
    try {
      const info = await stat(this.path);
      if (this.cached?.mtimeMs !== info.mtimeMs) this.cached = { mtimeMs: info.mtimeMs, html: await readFile(this.path, 'utf8') };
      return this.cached.html;
    } catch {
      return null;
    }
  }
}
