/**
 * Building the same commit twice gives the same versions and the same files (issue 16): two production
 * builds of each remote named here, into separate folders, compared by version id and by every file's hash.
 * Run by `npm run test:scripts` (node --test), part of `npm test`.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './lib/paths.mjs';
import { contentHash, filesOf, isUnpublished } from './lib/registry.mjs';
import { run } from './lib/run.mjs';

// mfe-teams changed its id between two builds of one commit before the dayjs locales got one request name.
const REMOTES = ['mfe-auth', 'mfe-teams'];

/** Every published file's hash (source maps and the federation build report are not published). */
const fileHashes = (dir) =>
  Object.fromEntries(filesOf(dir).filter((file) => !isUnpublished(file)).map((file) => [relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex')]));

for (const remote of REMOTES) {
  test(`two builds of ${remote} from one commit are identical`, { timeout: 300_000 }, async () => {
    const outputs = [mkdtempSync(join(tmpdir(), `${remote}-a-`)), mkdtempSync(join(tmpdir(), `${remote}-b-`))];
    try {
      for (const output of outputs) {
        await run(join(ROOT, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production', '--output-path', output], { cwd: join(ROOT, remote), prefix: remote, quiet: true });
      }
      const [first, second] = outputs;
      assert.equal(contentHash(second), contentHash(first), `${remote}: the version ids differ`);
      assert.deepEqual(fileHashes(second), fileHashes(first));
    } finally {
      for (const output of outputs) rmSync(output, { recursive: true, force: true });
    }
  });
}
