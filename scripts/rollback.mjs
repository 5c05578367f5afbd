#!/usr/bin/env node
/**
 * `npm run rollback -w <remote> [-- <version>]`: switches the registry back to the previous kept version of
 * a remote (the one live before the current, from the release log), or to the named one, without building.
 * PORTAL_DIST names the deployed portal folder (default dist/portal).
 */
import { PORTAL_DIST } from './lib/paths.mjs';
import { assertRemote, keptVersions, liveVersion, logRelease, previousVersion, switchVersions } from './lib/registry.mjs';

const [remote, named] = process.argv.slice(2);
try {
  assertRemote(remote);
  const before = liveVersion(PORTAL_DIST, remote);
  const target = named ?? previousVersion(PORTAL_DIST, remote);
  if (!target) throw new Error(`${remote} has no other kept version to go back to`);
  if (!keptVersions(PORTAL_DIST, remote).includes(target)) throw new Error(`${remote} has no kept version ${target}; kept: ${keptVersions(PORTAL_DIST, remote).join(', ')}`);
  if (target === before) {
    console.log(`${remote}: no change, ${target} is already live`);
  } else {
    const meta = switchVersions(PORTAL_DIST, { [remote]: target });
    const entry = logRelease(PORTAL_DIST, { action: 'rollback', remote, from: before, to: target });
    console.log(`${remote}: rolled back ${before} -> ${target} (build ${meta.id}, by ${entry.by} at ${entry.at})`);
  }
} catch (error) {
  console.error(`rollback refused: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
