import type { Browser } from 'playwright-core';

export interface PageWeight {
  path: string;
  /** JavaScript bytes on the wire before the page is usable (gzip). */
  jsBytes: number;
  scripts: number;
  compressed: number;
  requests: number;
  /** Longest chain of requests, each started by the previous one (the document first). */
  criticalPath: number;
  usableMs: number;
  /** Cumulative layout shift until the page is usable. */
  cls: number;
}

/** Lighthouse's slow phone as DevTools applies it: slow 4G with its request latency, 4x slower CPU. */
export const SLOW_PHONE: { latencyMs: number; downloadBytesPerSecond: number; uploadBytesPerSecond: number; cpuSlowdown: number };

export function measurePage(
  browser: Pick<Browser, 'newContext'>,
  baseUrl: string,
  path: string,
  /** storage: localStorage entries set before the page's scripts run (a signed-in visit). */
  options?: { viewport?: { width: number; height: number }; throttle?: boolean; storage?: Record<string, string> | null },
): Promise<PageWeight>;
