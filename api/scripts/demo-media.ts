/**
 * Writes the demo world's pictures (api/demo-media/**.svg) from src/db/seed/demo-media.ts:
 *   npx tsx scripts/demo-media.ts        (in api/)
 * Files no longer in the list are removed. Commit the result; a test checks the files match the list.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { demoMediaFiles } from '../src/db/seed/demo-media';
import { DEMO_MEDIA_DIR } from '../src/media/demo-media-paths';

const files = demoMediaFiles();
const wanted = new Set(files.map((f) => f.path));
for (const file of files) {
  mkdirSync(dirname(join(DEMO_MEDIA_DIR, file.path)), { recursive: true });
  writeFileSync(join(DEMO_MEDIA_DIR, file.path), file.svg);
}
for (const entry of readdirSync(DEMO_MEDIA_DIR, { recursive: true, withFileTypes: true })) {
  const path = relative(DEMO_MEDIA_DIR, join(entry.parentPath, entry.name));
  if (entry.isFile() && !wanted.has(path)) rmSync(join(DEMO_MEDIA_DIR, path));
}
console.info(`${files.length} pictures in ${relative(process.cwd(), DEMO_MEDIA_DIR) || '.'}`);
