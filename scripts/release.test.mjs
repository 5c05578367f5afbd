/**
 * Release, rollback and prune on a portal folder of their own: immutable versions beside the kept
 * ones, the registry and build pointer switched, no change for an unchanged build, the shell contract
 * checked, the release log, rollback to the previous or a named version without building, and a prune that
 * never removes the live or the previous version. The scripts run as an operator runs them.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT } from './lib/paths.mjs';

const REMOTE = 'mfe-content';
let work;
let portal;
let dist;
let savedDist;

const script = (name, ...args) =>
  spawnSync(process.execPath, [join(ROOT, 'scripts', `${name}.mjs`), ...args], { env: { ...process.env, PORTAL_DIST: portal, RELEASED_BY: 'release-test' }, encoding: 'utf8' });
const registry = () => JSON.parse(readFileSync(join(portal, 'remotes.json'), 'utf8'));
const live = () => /\/remotes\/mfe-content\/([^/]+)\//.exec(registry()[REMOTE])?.[1];
const log = () => readFileSync(join(work, 'releases.log'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));

/** A fake build of the remote: a manifest, an entry whose text marks the build, and a contract id. */
function fakeBuild(marker, contract = 'contract-1') {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html>');
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'mfe_content' }));
  writeFileSync(join(dist, 'remoteEntry.js'), `console.log(${JSON.stringify(marker)})`);
  writeFileSync(join(dist, 'remoteEntry.js.map'), '{}');
  writeFileSync(join(dist, 'portal-contract.json'), JSON.stringify({ app: REMOTE, contract }));
}

before(() => {
  work = mkdtempSync(join(tmpdir(), 'portal-release-'));
  portal = join(work, 'portal');
  mkdirSync(portal, { recursive: true });
  writeFileSync(join(portal, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(portal, 'portal-contract.json'), JSON.stringify({ app: 'shell', contract: 'contract-1' }));
  writeFileSync(join(portal, 'remotes.json'), '{}');
  dist = join(ROOT, REMOTE, 'dist');
  // The remote's real build folder is used by the scripts: keep it aside and put it back afterwards.
  if (existsSync(dist)) {
    savedDist = join(work, 'saved-dist');
    cpSync(dist, savedDist, { recursive: true });
  }
});

after(() => {
  rmSync(dist, { recursive: true, force: true });
  if (savedDist) cpSync(savedDist, dist, { recursive: true });
  rmSync(work, { recursive: true, force: true });
});

test('release, no change, a refused contract, rollback and prune', () => {
  fakeBuild('one');
  const first = script('release', REMOTE, '--no-build');
  assert.equal(first.status, 0, first.stderr);
  const v1 = live();
  assert.match(v1, /^1\.0\.0-[0-9a-f]{8}$/);
  assert.ok(!existsSync(join(portal, 'remotes', REMOTE, v1, 'remoteEntry.js.map')), 'source maps are not published');
  assert.deepEqual(JSON.parse(readFileSync(join(portal, 'builds', 'latest.json'), 'utf8')).remotes[REMOTE], v1);

  const again = script('release', REMOTE, '--no-build');
  assert.match(again.stdout, /no change/);
  assert.equal(live(), v1);

  fakeBuild('two');
  const second = script('release', REMOTE, '--no-build');
  assert.match(second.stdout, new RegExp(`released ${v1.replace(/\./g, '\\.')} -> `));
  const v2 = live();
  assert.notEqual(v2, v1);
  assert.deepEqual(readdirSync(join(portal, 'remotes', REMOTE)).sort(), [v1, v2].sort());

  fakeBuild('three', 'contract-of-another-shell');
  const refused = script('release', REMOTE, '--no-build');
  assert.equal(refused.status, 1);
  assert.match(refused.stderr, /built against shell contract contract-of-another-shell, but the running shell has contract-1/);
  assert.equal(live(), v2);

  const back = script('rollback', REMOTE);
  assert.equal(back.status, 0, back.stderr);
  assert.match(back.stdout, /rolled back .* -> /);
  assert.equal(live(), v1);
  const forward = script('rollback', REMOTE, v2);
  assert.equal(forward.status, 0, forward.stderr);
  assert.equal(live(), v2);
  assert.equal(script('rollback', REMOTE, '1.0.0-00000000').status, 1);

  fakeBuild('four');
  script('release', REMOTE, '--no-build');
  const v4 = live();
  const pruned = script('prune', REMOTE, '--keep', '0');
  assert.equal(pruned.status, 0, pruned.stderr);
  // The live version and the previous one (v2, live before v4) stay; v1 goes.
  assert.deepEqual(readdirSync(join(portal, 'remotes', REMOTE)).sort(), [v2, v4].sort());

  const entries = log();
  assert.deepEqual(entries.map((entry) => entry.action), ['release', 'release', 'rollback', 'rollback', 'release', 'prune']);
  assert.ok(entries.every((entry) => entry.by === 'release-test' && !Number.isNaN(Date.parse(entry.at))));
  assert.deepEqual(entries[2], { ...entries[2], remote: REMOTE, from: v2, to: v1 });
});

test('the scripts name the remotes they know', () => {
  const unknown = spawnSync(process.execPath, [join(ROOT, 'scripts', 'rollback.mjs'), 'mfe-nothing'], { env: { ...process.env, PORTAL_DIST: portal }, encoding: 'utf8' });
  assert.equal(unknown.status, 1);
  assert.match(unknown.stderr, /unknown remote "mfe-nothing"/);
});
