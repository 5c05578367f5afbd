import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

/**
 * Each area owns a translation namespace. Shared namespaces are bundled with @portal/shared; every remote
 * registers a loader for its own namespace, so a remote deploys its strings together with its code.
 */
export type NamespaceLoader = (language: string) => Promise<{ default: ResourceKey } | ResourceKey>;

const loaders = new Map<string, NamespaceLoader>();

export function registerNamespace(namespace: string, loader: NamespaceLoader) {
  loaders.set(namespace, loader);
}

export function hasNamespaceLoader(namespace: string) {
  return loaders.has(namespace);
}

/** Every namespace with a loader (shared ones and those the loaded remotes registered). */
export function registeredNamespaces(): string[] {
  return [...loaders.keys()];
}

/** i18next backend that reads namespaces through the registered loaders. */
export const registryBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const loader = loaders.get(namespace);
    if (!loader) {
      callback(null, {});
      return;
    }
    loader(language)
      .then((mod) => {
        const data = (mod && typeof mod === 'object' && 'default' in mod ? mod.default : mod) as ResourceKey;
        callback(null, data);
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false));
  },
};
