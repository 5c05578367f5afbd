/**
 * Building the same commit twice gives the same versions and the same files: two production
 * builds of each remote named here, into separate folders, compared by version id and by every file's hash.
 * Run by `npm run test:scripts` (node --test), part of `npm test`.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './lib/paths.mjs';
import { contentHash, filesOf, isUnpublished, publishedBytes } from './lib/registry.mjs';
import { run } from './lib/run.mjs';

// mfe-teams changed its id between two builds of one commit before the dayjs locales got one request name.
const REMOTES = ['mfe-auth', 'mfe-teams'];

/** Every published file's hash, as published (source maps and the build report are not; the manifest in its canonical order). */
const fileHashes = (dir) =>
  Object.fromEntries(filesOf(dir).filter((file) => !isUnpublished(file)).map((file) => [relative(dir, file), createHash('sha256').update(publishedBytes(file)).digest('hex')]));

for (const remote of REMOTES) {
  test(`two builds of ${remote} from one commit are identical`, { timeout: 300_000 }, async () => {
    const outputs = [mkdtempSync(join(tmpdir(), `${remote}-a-`)), mkdtempSync(join(tmpdir(), `${remote}-b-`))];
    try {
      for (const output of outputs) {
        // PORTAL_BUILD_OUTPUT, not --output-path: that would send the server bundle over the client's files.
        await run(join(ROOT, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], { cwd: join(ROOT, remote), env: { PORTAL_BUILD_OUTPUT: output }, prefix: remote, quiet: true });
      }
      const [first, second] = outputs;
      const [a, b] = [fileHashes(first), fileHashes(second)];
      const differing = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((file) => a[file] !== b[file]).sort();
      assert.deepEqual(differing, [], `${remote}: files that differ between two builds`);
      assert.equal(contentHash(second), contentHash(first), `${remote}: the version ids differ`);
    } finally {
      for (const output of outputs) rmSync(output, { recursive: true, force: true });
    }
  });
}
