import { TAB_MEMORY_TTL_MS } from '@portal/shared/constants';

/**
 * Tab memory of docs/spec.md section 2: tabs remember the last active tab for 5 minutes, keyed by host and path;
 * without a fresh memory the first tab is active; a URL fragment naming a tab wins over both.
 * The caller reads and writes the storage; these functions only decide.
 */
export interface TabMemoryRecord {
  tab: string;
  /** Epoch milliseconds of the last selection. */
  savedAt: number;
}

const KEY_PREFIX = 'tab-memory:';

/** Storage key of a page's tab memory: host and path, without query or fragment. */
export function tabMemoryKey(host: string, path: string): string {
  const cut = path.search(/[?#]/);
  return `${KEY_PREFIX}${host}${cut < 0 ? path : path.slice(0, cut)}`;
}

export function rememberTab(tab: string, now: number): TabMemoryRecord {
  return { tab, savedAt: now };
}

/** A record is fresh for 5 minutes after it was saved (a record from the future is not trusted). */
export function isTabMemoryFresh(record: TabMemoryRecord, now: number): boolean {
  const age = now - record.savedAt;
  return age >= 0 && age < TAB_MEMORY_TTL_MS;
}

/** Reads a stored value back into a record; anything malformed counts as no memory. */
export function parseTabMemory(raw: unknown): TabMemoryRecord | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { tab, savedAt } = value as Record<string, unknown>;
  return typeof tab === 'string' && typeof savedAt === 'number' && Number.isFinite(savedAt) ? { tab, savedAt } : null;
}

export interface PickTabInput {
  /** Tab ids in display order. */
  tabs: readonly string[];
  /** The page's stored record (see tabMemoryKey), if any. */
  record?: TabMemoryRecord | null;
  now: number;
  /** location.hash, with or without the leading '#'. */
  fragment?: string | null;
  /** The tab to show without a fragment or a fresh memory (the first tab when absent or unknown). */
  fallback?: string | null;
}

/** The tab to show: the fragment's tab, else a fresh remembered tab, else the fallback, else the first; null without tabs. */
export function pickTab({ tabs, record, now, fragment, fallback }: PickTabInput): string | null {
  const first = tabs[0];
  if (first === undefined) return null;
  const fromFragment = decodeFragment(fragment);
  if (fromFragment !== null && tabs.includes(fromFragment)) return fromFragment;
  if (record && isTabMemoryFresh(record, now) && tabs.includes(record.tab)) return record.tab;
  if (fallback && tabs.includes(fallback)) return fallback;
  return first;
}

function decodeFragment(fragment: string | null | undefined): string | null {
  if (!fragment) return null;
  const raw = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
