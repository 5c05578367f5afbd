import { registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, REMOTE_NAMES, type RemoteName } from '@portal/shared/contracts';

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

/**
 * Reads the registry and registers every remote with the federation runtime. A missing or broken
 * registry leaves the remotes unregistered: their areas show the retry panel, the shell still renders.
 */
export async function loadRegistry(url = REGISTRY_URL): Promise<RemoteRegistry> {
  let registry: RemoteRegistry = {};
  try {
    const response = await fetch(`${url}?t=${Date.now()}`, { cache: 'no-store' });
    if (response.ok) registry = parseRegistry(await response.json(), window.location.href);
  } catch {
    registry = {};
  }
  applyRegistry(registry);
  return registry;
}

let current: RemoteRegistry = {};

export function applyRegistry(registry: RemoteRegistry) {
  current = registry;
  const remotes = Object.entries(registry).map(([name, entry]) => ({
    name: federationName(name as RemoteName),
    entry: entry as string,
  }));
  if (remotes.length > 0) registerRemotes(remotes);
}

export const registeredRemote = (remote: RemoteName) => current[remote];
