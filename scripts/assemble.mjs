#!/usr/bin/env node
/**
 * Assembles the deployable portal from the apps' builds into dist/portal (PORTAL_DIST overrides):
 *   /                       the shell (index.html, its chunks, /websocket-worker.js, portal-contract.json)
 *   /remotes/<name>/<ver>/  each remote in a versioned folder (older versions are kept for rollback)
 *   /remotes.json           the runtime registry: remote name -> URL of its mf-manifest.json
 *   /builds/latest.json     the build id the shell polls, and /builds/meta/<id>.json
 * Source maps never enter dist/portal (the folder `npm start` serves): they are kept in dist/sourcemaps.
 *
 * One remote is released or rolled back with `npm run release -w <remote>` / `npm run rollback -w <remote>`
 * (scripts/release.mjs, scripts/rollback.mjs); `--pin mfe-teams=<version>` here re-points one remote too.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { APPS, PORTAL_DIST, REMOTES, ROOT } from './lib/paths.mjs';
import { contentHash, isUnpublished, keepSourceMaps, liveVersion, logRelease, precompress, publishBuild, switchVersions } from './lib/registry.mjs';

const readText = (path) => (existsSync(path) ? readFileSync(path, 'utf8') : null);

function assemble({ pins }) {
  for (const app of APPS) {
    if (!existsSync(join(ROOT, app, 'dist', 'index.html'))) throw new Error(`${app} is not built: run npm run build`);
  }
  mkdirSync(PORTAL_DIST, { recursive: true });

  // Shell files at the root (the remotes/ and builds/ folders and the registry are kept), copied and
  // precompressed only when the shell's build changed.
  const shellHash = contentHash(join(ROOT, 'shell', 'dist'));
  const shellStamp = join(PORTAL_DIST, '..', `.${basename(PORTAL_DIST)}-shell`);
  if (readText(shellStamp) !== shellHash || !existsSync(join(PORTAL_DIST, 'index.html'))) {
    for (const entry of readdirSync(PORTAL_DIST)) {
      if (entry !== 'remotes' && entry !== 'builds' && entry !== 'remotes.json') rmSync(join(PORTAL_DIST, entry), { recursive: true, force: true });
    }
    cpSync(join(ROOT, 'shell', 'dist'), PORTAL_DIST, { recursive: true, filter: (source) => !isUnpublished(source) });
    keepSourceMaps(PORTAL_DIST, join(ROOT, 'shell', 'dist'), 'shell');
    for (const entry of readdirSync(PORTAL_DIST)) {
      if (entry !== 'remotes' && entry !== 'builds') precompress(join(PORTAL_DIST, entry));
    }
    writeFileSync(shellStamp, shellHash);
  }

  const versions = {};
  for (const remote of REMOTES) {
    const before = liveVersion(PORTAL_DIST, remote);
    versions[remote] = pins[remote] ?? publishBuild(PORTAL_DIST, remote);
    if (before !== versions[remote]) logRelease(PORTAL_DIST, { action: pins[remote] ? 'pin' : 'build', remote, from: before, to: versions[remote] });
  }
  const meta = switchVersions(PORTAL_DIST, versions);
  precompress(join(PORTAL_DIST, 'builds'));
  return meta;
}

const pins = {};
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--pin' && args[i + 1]) {
    const [remote, version] = args[++i].split('=');
    if (!REMOTES.includes(remote) || !version) throw new Error(`--pin expects <remote>=<version>, got ${args[i]}`);
    pins[remote] = version;
  }
}
const meta = assemble({ pins });
console.log(`portal assembled in ${relative(ROOT, PORTAL_DIST) || PORTAL_DIST} (build ${meta.id})`);
for (const [remote, version] of Object.entries(meta.remotes)) console.log(`  ${remote.padEnd(16)} ${version}`);
