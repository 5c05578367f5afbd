import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

/**
 * Each area owns a translation namespace. Shared namespaces are bundled with @portal/shared; every remote
 * registers a loader for its own namespace, so a remote deploys its strings together with its code.
 */
export type NamespaceLoader = (language: string) => Promise<{ default: ResourceKey } | ResourceKey>;

const loaders = new Map<string, NamespaceLoader>();
const replacedListeners = new Set<(namespace: string) => Promise<unknown>>();
let reloads: Promise<unknown>[] = [];

/**
 * Registers the loader of a namespace. A loader registered again with another function is a new version of
 * its remote (a release or a rollback the shell switched to): the namespace's strings are loaded again, so
 * the new version's pages never show the old version's texts.
 */
export function registerNamespace(namespace: string, loader: NamespaceLoader) {
  const previous = loaders.get(namespace);
  loaders.set(namespace, loader);
  if (previous && previous !== loader) {
    for (const listener of replacedListeners) reloads.push(listener(namespace).catch(() => undefined));
  }
}

/** Called with a namespace whose loader was replaced (the i18n instance reloads it). */
export function onNamespaceReplaced(listener: (namespace: string) => Promise<unknown>): () => void {
  replacedListeners.add(listener);
  return () => replacedListeners.delete(listener);
}

/** Waits until the strings of replaced namespaces are loaded again. */
export async function namespaceReloads(): Promise<void> {
  while (reloads.length > 0) {
    const pending = reloads;
    reloads = [];
    await Promise.all(pending);
  }
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
