/**
 * The Module Federation share scope of the whole portal, defined once.
 *
 * Singleton versions are pinned in the root package.json "dependencies" (and only there), so the
 * shell and every remote agree on one React, one router, one query client, one i18n instance, one
 * jotai store and one theme. `@portal/shared` stateful entry points are singletons too: their atoms,
 * i18n instance and query client must be the very same objects in the shell and in the remotes.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const rootDir = resolve(here, '..', '..');

type Pkg = { version: string; dependencies?: Record<string, string> };
const readPkg = (path: string): Pkg => JSON.parse(readFileSync(path, 'utf8')) as Pkg;

/**
 * Singletons shipped tree-shaken: the share scope holds only these exports of each package (the same list in
 * every app, so whichever app loads the singleton first serves all the others). react-router alone drops from
 * about 62 to 30 KiB gzip. scripts/tree-shaken-exports.test.mjs fails when any app imports a name not listed.
 */
const TREE_SHAKEN = JSON.parse(readFileSync(resolve(here, 'tree-shaken-exports.json'), 'utf8')) as Record<string, string[]>;

const rootPkg = readPkg(resolve(rootDir, 'package.json'));
const sharedPkg = readPkg(resolve(rootDir, 'shared', 'package.json'));

/** Packages that must exist exactly once in the page. */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'jotai',
  'i18next',
  'react-i18next',
  'styled-components',
  'dayjs',
] as const;

/** Entry points of @portal/shared that hold state or the theme, shared as singletons. */
export const SHARED_WORKSPACE_ENTRIES = [
  '@portal/shared/platform',
  '@portal/shared/state',
  '@portal/shared/i18n',
  '@portal/shared/api-client',
  '@portal/shared/ui',
] as const;

interface SharedItem {
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
  singleton?: boolean;
  requiredVersion?: string | false;
  version?: string;
  strictVersion?: boolean;
  eager?: boolean;
}

function pinned(name: string): string {
  const version = rootPkg.dependencies?.[name];
  if (!version) throw new Error(`${name} must be pinned in the root package.json dependencies`);
  return version;
}

export function sharedDependencies(): Record<string, SharedItem> {
  const shared: Record<string, SharedItem> = {};
  for (const name of SINGLETON_PACKAGES) {
    const version = pinned(name);
    const usedExports = TREE_SHAKEN[name];
    shared[name] = { singleton: true, requiredVersion: version, version, ...(usedExports ? { treeShaking: { mode: 'runtime-infer', usedExports } } : {}) };
  }
  // Deep imports (react/jsx-runtime, react-dom/client, dayjs/locale/...) must share the same copy.
  for (const prefix of ['react/', 'react-dom/', 'dayjs/']) {
    const name = prefix.slice(0, -1);
    const version = pinned(name);
    shared[prefix] = { singleton: true, requiredVersion: version, version };
  }
  for (const entry of SHARED_WORKSPACE_ENTRIES) {
    shared[entry] = { singleton: true, requiredVersion: `^${sharedPkg.version}`, version: sharedPkg.version };
  }
  return shared;
}

export const PORTAL_ROOT = rootDir;
