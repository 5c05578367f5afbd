#!/usr/bin/env node
/**
 * Assembles the deployable portal from the apps' builds into dist/portal:
 *   /                       the shell (index.html, its chunks, /websocket-worker.js)
 *   /remotes/<name>/<ver>/  each remote in a versioned folder (older versions are kept for rollback)
 *   /remotes.json           the runtime registry: remote name -> URL of its mf-manifest.json
 *   /builds/latest.json     the build id the shell polls, and /builds/meta/<id>.json
 *
 * Rollback: `node scripts/assemble.mjs --pin mfe-teams=1.0.0-abc12345` re-points one remote without a rebuild.
 *
 * Source maps never enter dist/portal (the folder `npm start` serves): they are written beside it, to
 * dist/sourcemaps/<app>/..., for error tracking.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { join, relative } from 'node:path';
import { APPS, PORTAL_DIST, REMOTES, ROOT } from './lib/paths.mjs';

const SOURCEMAPS_DIST = join(ROOT, 'dist', 'sourcemaps');
const notMap = (source) => !source.endsWith('.map');

/** Copies an app's build without its .map files, which go to dist/sourcemaps/<name> instead. */
function copyBuild(from, to, mapsName) {
  cpSync(from, to, { recursive: true, filter: notMap });
  const maps = join(SOURCEMAPS_DIST, mapsName);
  rmSync(maps, { recursive: true, force: true });
  for (const file of filesOf(from).filter((f) => f.endsWith('.map'))) {
    const target = join(maps, relative(from, file));
    mkdirSync(join(target, '..'), { recursive: true });
    cpSync(file, target);
  }
}

/** Removes .map files an older build left inside the served folder. */
function dropMaps(dir) {
  for (const file of filesOf(dir)) if (/\.map(\.(gz|br))?$/.test(file)) rmSync(file);
}

function filesOf(dir) {
  return readdirSync(dir, { recursive: true })
    .map((f) => join(dir, String(f)))
    .filter((f) => statSync(f).isFile())
    .sort();
}

function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of filesOf(dir)) {
    if (file.endsWith('.map')) continue;
    hash.update(relative(dir, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 8);
}

function readJson(path, fallback) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return fallback;
  }
}

function assemble({ pins }) {
  for (const app of APPS) {
    if (!existsSync(join(ROOT, app, 'dist', 'index.html'))) throw new Error(`${app} is not built: run npm run build`);
  }
  mkdirSync(PORTAL_DIST, { recursive: true });

  // Shell files at the root (the remotes/ and builds/ folders are kept).
  for (const entry of readdirSync(PORTAL_DIST)) {
    if (entry !== 'remotes' && entry !== 'builds' && entry !== 'remotes.json') rmSync(join(PORTAL_DIST, entry), { recursive: true, force: true });
  }
  copyBuild(join(ROOT, 'shell', 'dist'), PORTAL_DIST, 'shell');

  const registryPath = join(PORTAL_DIST, 'remotes.json');
  const registry = {};
  const versions = {};
  for (const remote of REMOTES) {
    const dist = join(ROOT, remote, 'dist');
    const pkg = readJson(join(ROOT, remote, 'package.json'), { version: '0.0.0' });
    const version = `${pkg.version}-${contentHash(dist)}`;
    const target = join(PORTAL_DIST, 'remotes', remote, version);
    if (!existsSync(target)) copyBuild(dist, target, join(remote, version));
    versions[remote] = version;
    registry[remote] = `/remotes/${remote}/${version}/mf-manifest.json`;
  }
  for (const [remote, version] of Object.entries(pins)) {
    if (!existsSync(join(PORTAL_DIST, 'remotes', remote, version, 'mf-manifest.json'))) {
      throw new Error(`No build of ${remote} at version ${version}`);
    }
    versions[remote] = version;
    registry[remote] = `/remotes/${remote}/${version}/mf-manifest.json`;
  }
  writeFileSync(registryPath, JSON.stringify(registry, null, 2) + '\n');

  const buildId = createHash('sha256')
    .update(contentHash(join(ROOT, 'shell', 'dist')))
    .update(JSON.stringify(versions))
    .digest('hex')
    .slice(0, 12);
  const builds = join(PORTAL_DIST, 'builds');
  mkdirSync(join(builds, 'meta'), { recursive: true });
  const meta = { id: buildId, timestamp: Date.now(), remotes: versions };
  writeFileSync(join(builds, 'latest.json'), JSON.stringify(meta, null, 2) + '\n');
  writeFileSync(join(builds, 'meta', `${buildId}.json`), JSON.stringify(meta, null, 2) + '\n');
  dropMaps(PORTAL_DIST);
  precompress(PORTAL_DIST);
  return meta;
}

/** Writes .gz and .br next to every text asset, so the server sends them without compressing per request. */
function precompress(dir) {
  for (const file of filesOf(dir)) {
    if (!/\.(js|json|html|css|svg|txt)$/.test(file) || statSync(file).size < 1024) continue;
    if (existsSync(`${file}.br`) && statSync(`${file}.br`).mtimeMs >= statSync(file).mtimeMs) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  }
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
console.log(`portal assembled in ${relative(ROOT, PORTAL_DIST)} (build ${meta.id})`);
for (const [remote, version] of Object.entries(meta.remotes)) console.log(`  ${remote.padEnd(16)} ${version}`);
