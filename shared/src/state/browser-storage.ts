import { createJSONStorage } from 'jotai/utils';

/**
 * Storage adapters that survive environments without Web Storage (private mode, server, tests)
 * and keep plain strings unquoted, so the stored values stay readable by any client.
 */
function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

export function readStored(key: string, kind: 'localStorage' | 'sessionStorage' = 'localStorage'): string | null {
  try {
    return safeStorage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null, kind: 'localStorage' | 'sessionStorage' = 'localStorage') {
  try {
    const storage = safeStorage(kind);
    if (!storage) return;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Quota or privacy errors: the in-memory atom still holds the value for this page.
  }
}

/** A jotai storage that keeps strings as they are (no JSON quotes). */
export const plainStringStorage = {
  getItem: (key: string, initialValue: string | null) => readStored(key) ?? initialValue,
  setItem: (key: string, value: string | null) => writeStored(key, value),
  removeItem: (key: string) => writeStored(key, null),
  subscribe: (key: string, callback: (value: string | null) => void, initialValue: string | null) => {
    if (typeof window === 'undefined') return () => {};
    const listener = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage && event.key === key) callback(event.newValue ?? initialValue);
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  },
};

export function jsonLocalStorage<T>(): ReturnType<typeof createJSONStorage<T>> {
  return createJSONStorage<T>(() => safeStorage('localStorage') ?? memoryStorage());
}

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}
