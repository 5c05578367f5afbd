import { registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, REMOTE_NAMES, type RemoteName } from '@portal/shared/contracts';
import { bootData } from './boot-data';

/** Runtime registry: remote name -> URL of its mf-manifest.json (served at /remotes.json). */
export type RemoteRegistry = Partial<Record<RemoteName, string>>;

export const REGISTRY_URL = '/remotes.json';

export function parseRegistry(value: unknown, base: string): RemoteRegistry {
  if (!value || typeof value !== 'object') return {};
  const registry: RemoteRegistry = {};
  for (const name of REMOTE_NAMES) {
    const url = (value as Record<string, unknown>)[name];
    if (typeof url === 'string' && url.length > 0) registry[name] = new URL(url, base).toString();
  }
  return registry;
}

async function fetchRegistry(url: string, signal?: AbortSignal): Promise<RemoteRegistry | null> {
  try {
    const response = await fetch(`${url}?t=${Date.now()}`, { cache: 'no-store', signal });
    return response.ok ? parseRegistry(await response.json(), window.location.href) : null;
  } catch {
    return null;
  }
}

/**
 * Reads the registry and registers every remote with the federation runtime. A missing or broken
 * registry leaves the remotes unregistered: their areas show the retry panel, the shell still renders.
 */
export async function loadRegistry(url = REGISTRY_URL): Promise<RemoteRegistry> {
  // The server writes the registry into the page: no request then (development servers do not).
  const written = bootData()?.remotes;
  const registry = written ? parseRegistry(written, window.location.href) : ((await fetchRegistry(url)) ?? {});
  applyRegistry(registry);
  return registry;
}

let current: RemoteRegistry = {};

/** How long entering an area waits for the registry before it goes on with the versions it knows. */
export const REGISTRY_CHECK_TIMEOUT_MS = 400;

/**
 * Reads the registry again (a release or a rollback may have switched a remote) and registers each remote
 * whose version changed afresh: the federation runtime forgets the loaded container, and the remote's chunk
 * list is dropped so no chunk of the old version is taken for the new one. Answers the remotes that changed;
 * an unreachable or slow registry changes nothing.
 */
export async function refreshRegistry(url = REGISTRY_URL): Promise<RemoteName[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REGISTRY_CHECK_TIMEOUT_MS);
  const next = await fetchRegistry(url, controller.signal);
  clearTimeout(timer);
  if (!next) return [];
  const changed = REMOTE_NAMES.filter((name) => next[name] !== undefined && current[name] !== undefined && next[name] !== current[name]);
  const added = REMOTE_NAMES.filter((name) => next[name] !== undefined && current[name] === undefined);
  current = { ...current, ...next };
  for (const name of changed) {
    delete (globalThis as Record<string, unknown>)[`rspackChunk${federationName(name)}`];
    registerRemotes([{ name: federationName(name), entry: next[name] as string }], { force: true });
  }
  if (added.length > 0) registerRemotes(added.map((name) => ({ name: federationName(name), entry: next[name] as string })));
  return changed;
}

export function applyRegistry(registry: RemoteRegistry) {
  current = registry;
  const remotes = Object.entries(registry).map(([name, entry]) => ({
    name: federationName(name as RemoteName),
    entry: entry as string,
  }));
  if (remotes.length > 0) registerRemotes(remotes);
}

export const registeredRemote = (remote: RemoteName) => current[remote];

/** The registry the page uses now (remote name -> absolute manifest URL). */
export const currentRegistry = (): RemoteRegistry => ({ ...current });
