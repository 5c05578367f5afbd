import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAuthWorld, type AuthTestWorld } from './auth-world';

/** The shell's page as the build writes it, reduced to what the static layer edits (its title, its root). */
const INDEX = '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Mobile Esports Portal</title></head><body><div id="root"></div></body></html>';

export interface StaticWorld {
  t: AuthTestWorld;
  /** The portal's public address (absolute links in heads and sitemaps start with it). */
  base: string;
  dispose(): Promise<void>;
}

/**
 * The demo world served with a built portal of one page (a folder with the shell's index.html and an empty
 * registry), server rendering off: what the static layer writes around a page (its head, its sitemap).
 */
export async function openStaticWorld(prefix: string): Promise<StaticWorld> {
  const root = mkdtempSync(join(tmpdir(), prefix));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'remotes.json'), '{}');
  const t = await openAuthWorld('pglite', { env: { STATIC_DIR: root, SSR: '0' } });
  return {
    t,
    base: t.app.publicUrl,
    dispose: async () => {
      await t.dispose();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
