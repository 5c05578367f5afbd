/**
 * What an app's production build is made from: its own folder (sources, configuration, package.json), the
 * shared workspace, the build tooling, the lockfile and the settings the build reads from the environment.
 * `npm run build` (and so `npm start`) skips an app whose inputs hash the same as at its last build.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './paths.mjs';

const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.tsbuild', 'coverage', 'test-results']);
const BUILD_ENV = ['PORTAL_API_BASE'];
const STAMPS = join(ROOT, 'node_modules', '.cache', 'portal-build');

function addTree(hash, dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) addTree(hash, path);
    } else if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) {
      hash.update(relative(ROOT, path));
      hash.update(readFileSync(path));
    }
  }
}

export function buildInputsHash(app) {
  const hash = createHash('sha256');
  for (const dir of [app, 'shared', 'tooling']) addTree(hash, join(ROOT, dir));
  for (const file of ['package.json', 'package-lock.json', 'tsconfig.base.json']) {
    const path = join(ROOT, file);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ''}`);
  return hash.digest('hex');
}

const stampOf = (app) => join(STAMPS, `${app}.json`);

/** True when the app's dist was built from exactly these inputs (every build records them, releases too). */
export function isUpToDate(app, inputs) {
  const output = app === 'api' ? join(ROOT, 'api', 'dist', 'bundle', 'server.mjs') : join(ROOT, app, 'dist', 'index.html');
  if (!existsSync(output)) return false;
  try {
    return JSON.parse(readFileSync(stampOf(app), 'utf8')).inputs === inputs;
  } catch {
    return false;
  }
}

export function recordBuild(app, inputs) {
  mkdirSync(STAMPS, { recursive: true });
  writeFileSync(stampOf(app), JSON.stringify({ inputs, builtAt: Date.now() }));
}
