import { BUILD_CHECK_INTERVAL_MS } from '@portal/shared/constants';
import { readStored, writeStored } from '@portal/shared/state';
import { decideReload, isChunkLoadError, isNewBuild, parseReloadRecord } from './reload-rules';

/** Session storage key of the last build reload ({ path, at }), the guard against reload loops. */
export const RELOAD_RECORD_KEY = 'portal:build-reload';
export const LATEST_BUILD_URL = '/builds/latest.json';

export interface BuildCheckEnvironment {
  /** Id of the latest deployed build, or null when it cannot be read. */
  fetchLatestId(): Promise<string | null>;
  reload(): void;
  /** Path the guard keys reloads by. */
  currentPath(): string;
  now(): number;
  readRecord(): string | null;
  writeRecord(value: string): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
  /** Where failed chunk loads surface: window's error and unhandledrejection events. */
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

export interface BuildCheck {
  /** Compares the latest build with the one seen at start (the hourly timer calls this). */
  check(): Promise<void>;
  /** Reloads unless this path was reloaded less than 10 seconds ago; says whether it reloads. */
  reloadGuarded(): boolean;
  stop(): void;
}

/**
 * Docs/spec.md section 2: every hour GET /builds/latest.json?t=<timestamp>; when its id differs from the one seen
 * at start, reload; a failed chunk load reloads too; at most once per path within 10 seconds.
 */
export function startBuildCheck(env: BuildCheckEnvironment): BuildCheck {
  let startId: string | null = null;
  let stopped = false;
  const ready = env.fetchLatestId().then((id) => {
    startId = id;
  });

  const reloadGuarded = () => {
    if (stopped) return false;
    const decision = decideReload(parseReloadRecord(env.readRecord()), env.currentPath(), env.now());
    if (!decision.reload) return false;
    env.writeRecord(JSON.stringify(decision.record));
    env.reload();
    return true;
  };

  const check = async () => {
    await ready;
    if (stopped) return;
    const latest = await env.fetchLatestId();
    if (stopped || latest === null) return;
    // The start-up read failed: the first id that can be read becomes the reference.
    if (startId === null) startId = latest;
    else if (isNewBuild(startId, latest)) reloadGuarded();
  };

  const onError = (event: Event) => {
    const { error, message } = event as ErrorEvent;
    if (isChunkLoadError(error ?? { message })) reloadGuarded();
  };
  const onRejection = (event: Event) => {
    if (isChunkLoadError((event as PromiseRejectionEvent).reason)) reloadGuarded();
  };

  const timer = env.setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
  env.target.addEventListener('error', onError);
  env.target.addEventListener('unhandledrejection', onRejection);

  return {
    check,
    reloadGuarded,
    stop() {
      stopped = true;
      env.clearInterval(timer);
      env.target.removeEventListener('error', onError);
      env.target.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

/** Reads the id of /builds/latest.json, bypassing every cache. */
export async function fetchLatestBuildId(fetchImpl: typeof fetch = fetch, now = Date.now()): Promise<string | null> {
  try {
    const response = await fetchImpl(`${LATEST_BUILD_URL}?t=${now}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { id?: unknown };
    return typeof body?.id === 'string' && body.id !== '' ? body.id : null;
  } catch {
    return null;
  }
}

/** The build check wired to the browser (started once by the bootstrap, never in tests). */
export function startBrowserBuildCheck(): BuildCheck {
  return startBuildCheck({
    fetchLatestId: () => fetchLatestBuildId(fetch, Date.now()),
    reload: () => window.location.reload(),
    currentPath: () => window.location.pathname,
    now: () => Date.now(),
    readRecord: () => readStored(RELOAD_RECORD_KEY, 'sessionStorage'),
    writeRecord: (value) => writeStored(RELOAD_RECORD_KEY, value, 'sessionStorage'),
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (id) => window.clearInterval(id as number),
    target: window,
  });
}
