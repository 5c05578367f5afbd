/**
 * The deployed portal's remote registry and its versions, shared by assemble, release, rollback and prune:
 *   <portal>/remotes.json                   remote name -> URL of the live version's mf-manifest.json
 *   <portal>/remotes/<name>/<version>/      every kept version of a remote (immutable once written)
 *   <portal>/builds/latest.json             the build id the shell polls, and the live versions
 *   <portal>/portal-contract.json           the shell's contract id (tooling/federation/shell-contract.ts)
 *   <portal>/../releases.log                one JSON line per release, rollback and prune: who, when, what
 * A version is `<package version>-<hash of the built files>`: building the same commit again gives the same
 * version, so releasing an unchanged remote is recognised as no change.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { REMOTES, ROOT } from './paths.mjs';

export const CONTRACT_FILE = 'portal-contract.json';

export function filesOf(dir) {
  return readdirSync(dir, { recursive: true })
    .map((f) => join(dir, String(f)))
    .filter((f) => statSync(f).isFile())
    .sort();
}

/**
 * Build files that are not published: source maps (kept beside the portal) and the federation plugin's
 * build report mf-stats.json (the runtime reads mf-manifest.json; the report's "usedIn" lists vary with the
 * order the plugin walks modules in, so it would give one commit several version ids).
 */
export const isUnpublished = (file) => /\.map$/.test(file) || /(^|[\\/])mf-stats\.json$/.test(file);

const keyOf = (item) => (item && typeof item === 'object' ? String(item.id ?? item.name ?? JSON.stringify(item)) : String(item));

/**
 * mf-manifest.json in one order: the federation plugin lists the shared modules, exposes and remotes in the
 * order its parallel walk meets them, so two builds of one commit may list them differently. Sorted by id,
 * the published manifest (and so the version id) is the same for every build of a commit.
 */
export function canonicalManifest(text) {
  const manifest = JSON.parse(text);
  for (const key of ['shared', 'exposes', 'remotes']) {
    if (Array.isArray(manifest[key])) manifest[key] = [...manifest[key]].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
  }
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** A build file's bytes as published (the manifest in its canonical order). */
export function publishedBytes(file) {
  const bytes = readFileSync(file);
  return /(^|[\\/])mf-manifest\.json$/.test(file) ? Buffer.from(canonicalManifest(bytes.toString('utf8'))) : bytes;
}

/** Hash of a build folder's published files (names and bytes), precompressed copies left out. */
export function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of filesOf(dir)) {
    if (/\.(gz|br)$/.test(file) || isUnpublished(file)) continue;
    hash.update(relative(dir, file));
    hash.update(publishedBytes(file));
  }
  return hash.digest('hex').slice(0, 8);
}

export function readJson(path, fallback) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return fallback;
  }
}

/** Writes a file through a temporary name and a rename: a reader sees the old or the new file, never half. */
export function writeAtomically(path, body) {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, body);
  renameSync(temporary, path);
}

export function assertRemote(remote) {
  if (!REMOTES.includes(remote)) throw new Error(`unknown remote "${remote}": one of ${REMOTES.join(', ')}`);
}

/** The version a remote's build folder (`<remote>/dist`) publishes as. */
export function versionOfBuild(remote, dist = join(ROOT, remote, 'dist')) {
  const pkg = readJson(join(ROOT, remote, 'package.json'), { version: '0.0.0' });
  return `${pkg.version}-${contentHash(dist)}`;
}

export const manifestUrl = (remote, version) => `/remotes/${remote}/${version}/mf-manifest.json`;
const versionDir = (portal, remote, version) => join(portal, 'remotes', remote, version);

export function readRegistry(portal) {
  return readJson(join(portal, 'remotes.json'), {});
}

/** The live version of a remote, read from the registry. */
export function liveVersion(portal, remote) {
  const url = readRegistry(portal)[remote];
  const match = typeof url === 'string' ? /\/remotes\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(url) : null;
  return match ? match[1] : null;
}

/** Kept versions of a remote, newest first (by the time they were published). */
export function keptVersions(portal, remote) {
  const dir = join(portal, 'remotes', remote);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((version) => existsSync(join(dir, version, 'mf-manifest.json')))
    .map((version) => ({ version, at: statSync(join(dir, version)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
    .map((entry) => entry.version);
}

/**
 * Source maps never enter the served folder: they are kept beside it, in <portal>/../sourcemaps/<name>, for
 * error tracking (builds write hidden maps: no sourceMappingURL comment points at them).
 */
export function keepSourceMaps(portal, from, name) {
  const maps = join(portal, '..', 'sourcemaps', name);
  rmSync(maps, { recursive: true, force: true });
  for (const file of filesOf(from).filter((path) => path.endsWith('.map'))) {
    const target = join(maps, relative(from, file));
    mkdirSync(dirname(target), { recursive: true });
    cpSync(file, target);
  }
}

/** Copies a remote's build into its version folder (once: a version folder never changes) and precompresses it. */
export function publishBuild(portal, remote, dist = join(ROOT, remote, 'dist')) {
  const version = versionOfBuild(remote, dist);
  const target = versionDir(portal, remote, version);
  if (!existsSync(join(target, 'mf-manifest.json'))) {
    keepSourceMaps(portal, dist, join(remote, version));
    const staging = `${target}.${process.pid}.staging`;
    rmSync(staging, { recursive: true, force: true });
    cpSync(dist, staging, { recursive: true, filter: (source) => !isUnpublished(source) });
    const manifest = join(staging, 'mf-manifest.json');
    if (existsSync(manifest)) writeFileSync(manifest, publishedBytes(manifest));
    precompress(staging);
    renameSync(staging, target);
  }
  return version;
}

/**
 * Points the registry at the given versions (the others stay) and writes the new build pointer, so open
 * pages see the change. Returns the build metadata.
 */
export function switchVersions(portal, versions) {
  const registry = readRegistry(portal);
  for (const [remote, version] of Object.entries(versions)) {
    if (!existsSync(join(versionDir(portal, remote, version), 'mf-manifest.json'))) throw new Error(`no kept build of ${remote} at version ${version}`);
    registry[remote] = manifestUrl(remote, version);
  }
  const ordered = Object.fromEntries(REMOTES.filter((remote) => registry[remote]).map((remote) => [remote, registry[remote]]));
  writeAtomically(join(portal, 'remotes.json'), `${JSON.stringify(ordered, null, 2)}\n`);
  const live = Object.fromEntries(REMOTES.map((remote) => [remote, liveVersion(portal, remote)]));
  const shellHash = existsSync(join(portal, 'index.html')) ? createHash('sha256').update(readFileSync(join(portal, 'index.html'))).digest('hex') : '';
  const id = createHash('sha256').update(shellHash).update(JSON.stringify(live)).digest('hex').slice(0, 12);
  const meta = { id, timestamp: Date.now(), remotes: live };
  writeAtomically(join(portal, 'builds', 'meta', `${id}.json`), `${JSON.stringify(meta, null, 2)}\n`);
  writeAtomically(join(portal, 'builds', 'latest.json'), `${JSON.stringify(meta, null, 2)}\n`);
  return meta;
}

export function contractOf(dir) {
  return readJson(join(dir, CONTRACT_FILE), null)?.contract ?? null;
}

/** Refuses a remote build made against another shell contract than the live shell's. */
export function assertContract(portal, remote, dist) {
  const shell = contractOf(portal);
  const built = contractOf(dist);
  if (!shell) throw new Error(`the portal at ${portal} has no ${CONTRACT_FILE}: build and assemble the whole portal first (npm run build)`);
  if (built !== shell) {
    throw new Error(
      `${remote} was built against shell contract ${built ?? '(none)'}, but the running shell has ${shell}: ` +
        'the shared singletons or the route table differ. Rebuild it from the commit the shell was built from, or release the shell first (npm run build).',
    );
  }
}

export const releaseLogPath = (portal) => join(portal, '..', 'releases.log');

function releaser() {
  if (process.env.RELEASED_BY) return process.env.RELEASED_BY;
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** Appends one line to the release log: { at, by, action, remote, from, to }. */
export function logRelease(portal, entry) {
  const line = { at: new Date().toISOString(), by: releaser(), ...entry };
  mkdirSync(dirname(releaseLogPath(portal)), { recursive: true });
  appendFileSync(releaseLogPath(portal), `${JSON.stringify(line)}\n`);
  return line;
}

export function readReleaseLog(portal) {
  if (!existsSync(releaseLogPath(portal))) return [];
  return readFileSync(releaseLogPath(portal), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/**
 * The version live before the current one: the `from` of the last switch to the current version in the
 * release log, else the newest other kept version.
 */
export function previousVersion(portal, remote) {
  const current = liveVersion(portal, remote);
  const switches = readReleaseLog(portal).filter((entry) => entry.remote === remote && (entry.action === 'release' || entry.action === 'rollback'));
  for (let i = switches.length - 1; i >= 0; i--) {
    const entry = switches[i];
    if (entry.to === current && entry.from && entry.from !== current && existsSync(versionDir(portal, remote, entry.from))) return entry.from;
  }
  return keptVersions(portal, remote).find((version) => version !== current) ?? null;
}

/** Removes kept versions beyond the newest `keep`, never the live or the previous one. Returns what went. */
export function pruneVersions(portal, remote, keep) {
  const protectedVersions = new Set([liveVersion(portal, remote), previousVersion(portal, remote)].filter(Boolean));
  const removed = [];
  keptVersions(portal, remote).forEach((version, index) => {
    if (index < keep || protectedVersions.has(version)) return;
    rmSync(versionDir(portal, remote, version), { recursive: true, force: true });
    removed.push(version);
  });
  return removed;
}

/** Writes .gz and .br next to every text asset, so the server sends them without compressing per request. */
export function precompress(path) {
  if (!existsSync(path)) return;
  for (const file of statSync(path).isFile() ? [path] : filesOf(path)) {
    if (!/\.(js|json|html|css|svg|txt)$/.test(file) || statSync(file).size < 1024) continue;
    if (existsSync(`${file}.br`) && statSync(`${file}.br`).mtimeMs >= statSync(file).mtimeMs) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}
