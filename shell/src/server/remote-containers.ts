/**
 * Loads the remotes' server bundles for the page server: one Module Federation runtime instance per remote
 * VERSION, its container (`remotes/<name>/<version>/server/remoteEntry.js`) required from disk, with the
 * renderer's singletons as share scope. The live version is read from the registry (`remotes.json`,
 * re-read when its file changes), so `npm run release` / `rollback` switch what the server renders without
 * a restart; a version once loaded stays in memory for the requests that pinned it.
 *
 * A small disk loader instead of @module-federation/node: that package fetches entries over HTTP and keeps
 * one global container per remote name, so two versions of a remote could not be live side by side while
 * requests switch over (docs/architecture.md, "How a request becomes HTML").
 */
import { createRequire } from 'node:module';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { federationName, REMOTE_NAMES, type RemoteName } from '@portal/shared/contracts';
import type { RemotePageModule } from '@portal/shared/platform';
import { sharedScope } from './shared-scope';

type ExposedRoutes = Record<string, { id: string; lazy: () => Promise<RemotePageModule> }>;

export type LiveVersions = Partial<Record<RemoteName, string>>;

/** The live version of each remote, from the registry file (re-read when it changes). */
export class RegistryReader {
  private cached: { mtimeMs: number; versions: LiveVersions } | null = null;

  constructor(private readonly portalRoot: string) {}

  async read(): Promise<LiveVersions> {
    const file = join(this.portalRoot, 'remotes.json');
    const info = await stat(file).catch(() => null);
    if (!info) return {};
    if (this.cached?.mtimeMs === info.mtimeMs) return this.cached.versions;
    const registry = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    const versions: LiveVersions = {};
    for (const name of REMOTE_NAMES) {
      const url = registry[name];
      const match = typeof url === 'string' ? /\/remotes\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(url) : null;
      if (match?.[1]) versions[name] = match[1];
    }
    this.cached = { mtimeMs: info.mtimeMs, versions };
    return versions;
  }
}

/** Answers the container of a remote from its file instead of a script download. */
function diskEntryPlugin(entryFile: string): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-server-disk-entry',
    loadEntry: () => createRequire(entryFile)(entryFile) as never,
  };
}

export const serverEntryOf = (portalRoot: string, remote: RemoteName, version: string) => join(portalRoot, 'remotes', remote, version, 'server', 'remoteEntry.js');

const routesByVersion = new Map<string, Promise<ExposedRoutes>>();

/** The routes a remote version's server bundle exposes (loaded once per version; a failure is not kept). */
export function loadServerRoutes(portalRoot: string, remote: RemoteName, version: string): Promise<ExposedRoutes> {
  const entryFile = serverEntryOf(portalRoot, remote, version);
  let pending = routesByVersion.get(entryFile);
  if (!pending) {
    pending = (async () => {
      await stat(entryFile);
      const name = federationName(remote);
      const instance = createInstance({
        name: `portal_server_${name}_${version.replace(/[^a-zA-Z0-9]/g, '_')}`,
        remotes: [{ name, entry: entryFile }],
        shared: sharedScope(),
        shareStrategy: 'loaded-first',
        plugins: [diskEntryPlugin(entryFile)],
      });
      const mod = await instance.loadRemote<{ routes: ExposedRoutes }>(`${name}/routes`);
      if (!mod?.routes) throw new Error(`${remote}@${version} exposes no routes`);
      return mod.routes;
    })();
    routesByVersion.set(entryFile, pending);
    pending.catch(() => routesByVersion.delete(entryFile));
  }
  return pending;
}
