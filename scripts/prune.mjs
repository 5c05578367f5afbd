#!/usr/bin/env node
/**
 * `node scripts/prune.mjs [<remote>...] [--keep N]`: removes old kept versions of the remotes (all of them
 * when none is named), keeping the newest N (default 3) and never the live or the previous version.
 * PORTAL_DIST names the deployed portal folder (default dist/portal).
 */
import { PORTAL_DIST, REMOTES } from './lib/paths.mjs';
import { assertRemote, logRelease, pruneVersions } from './lib/registry.mjs';

const args = process.argv.slice(2);
const keepAt = args.indexOf('--keep');
const keep = keepAt >= 0 ? Number(args[keepAt + 1]) : 3;
const named = args.filter((arg, i) => arg !== '--keep' && i !== keepAt + 1);
try {
  if (!Number.isInteger(keep) || keep < 0) throw new Error('--keep expects a whole number');
  named.forEach(assertRemote);
  for (const remote of named.length > 0 ? named : REMOTES) {
    const removed = pruneVersions(PORTAL_DIST, remote, keep);
    if (removed.length > 0) logRelease(PORTAL_DIST, { action: 'prune', remote, removed });
    console.log(`${remote}: ${removed.length > 0 ? `removed ${removed.join(', ')}` : 'nothing to remove'}`);
  }
} catch (error) {
  console.error(`prune refused: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
