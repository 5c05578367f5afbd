#!/usr/bin/env node
/**
 * `npm run release -w <remote>`: builds that remote alone, checks it against the running shell's contract,
 * publishes it under its immutable version beside the kept ones, switches the registry to it and records
 * who and when in the release log. An unchanged remote (same version as live) is reported as no change.
 *   node scripts/release.mjs <remote> [--no-build]     (--no-build: release the remote's existing dist)
 * PORTAL_DIST names the deployed portal folder (default dist/portal).
 */
import { join } from 'node:path';
import { PORTAL_DIST, ROOT } from './lib/paths.mjs';
import { assertContract, assertRemote, liveVersion, logRelease, publishBuild, switchVersions, versionOfBuild } from './lib/registry.mjs';
import { buildInputsHash, recordBuild } from './lib/build-inputs.mjs';
import { run } from './lib/run.mjs';

const [remote, ...flags] = process.argv.slice(2);
try {
  assertRemote(remote);
  const dist = join(ROOT, remote, 'dist');
  if (!flags.includes('--no-build')) {
    const inputs = buildInputsHash(remote);
    await run(join(ROOT, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], { cwd: join(ROOT, remote), prefix: remote });
    recordBuild(remote, inputs);
  }
  assertContract(PORTAL_DIST, remote, dist);
  const before = liveVersion(PORTAL_DIST, remote);
  const version = versionOfBuild(remote, dist);
  if (version === before) {
    console.log(`${remote}: no change, ${version} is already live`);
  } else {
    publishBuild(PORTAL_DIST, remote, dist);
    const meta = switchVersions(PORTAL_DIST, { [remote]: version });
    const entry = logRelease(PORTAL_DIST, { action: 'release', remote, from: before, to: version });
    console.log(`${remote}: released ${before ?? '(none)'} -> ${version} (build ${meta.id}, by ${entry.by} at ${entry.at})`);
  }
} catch (error) {
  console.error(`release refused: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
