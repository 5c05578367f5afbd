import { BUILD_RELOAD_GUARD_MS } from '@portal/shared/constants';

/**
 * Build check of docs/spec.md section 2: every hour the app compares its build with the latest; on a change, or when
 * a chunk fails to load, it reloads the page, but at most once per path within 10 seconds (a broken deploy
 * must not loop). The caller stores the last reload record (e.g. in session storage) and performs the reload.
 */
export interface ReloadRecord {
  path: string;
  /** Epoch milliseconds of the reload. */
  at: number;
}

export type ReloadDecision = { reload: true; record: ReloadRecord } | { reload: false };

export function decideReload(last: ReloadRecord | null | undefined, path: string, now: number): ReloadDecision {
  if (last && last.path === path) {
    const since = now - last.at;
    if (since >= 0 && since < BUILD_RELOAD_GUARD_MS) return { reload: false };
  }
  return { reload: true, record: { path, at: now } };
}

/** The running build is outdated when the latest build id is known and differs from it. */
export function isNewBuild(currentBuildId: string, latestBuildId: string | null | undefined): boolean {
  return typeof latestBuildId === 'string' && latestBuildId !== '' && latestBuildId !== currentBuildId;
}

const CHUNK_FAILURE = [
  /loading (css )?chunk [\w-]+ failed/i,
  /failed to fetch dynamically imported module/i,
  /importing a module script failed/i,
  /error loading dynamically imported module/i,
];

/** Whether an error means a lazily loaded chunk of an older or newer build could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_FAILURE.some((pattern) => pattern.test(message));
}

/** Reads a stored record back; anything malformed counts as no previous reload. */
export function parseReloadRecord(raw: unknown): ReloadRecord | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { path, at } = value as Record<string, unknown>;
  return typeof path === 'string' && typeof at === 'number' && Number.isFinite(at) ? { path, at } : null;
}
