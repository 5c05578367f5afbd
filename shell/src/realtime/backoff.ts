/** Reconnection delays of the shared socket: exponential, capped, with jitter so tabs of many users spread out. */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * Delay before reconnection attempt `attempt` (0 for the first): the exponential step capped at the
 * maximum, of which a random half is kept ("equal jitter"), so the delay lies in [step / 2, step].
 */
export function reconnectDelayMs(attempt: number, random: () => number, baseMs = RECONNECT_BASE_MS, maxMs = RECONNECT_MAX_MS): number {
  const step = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
  const jitter = Math.min(1, Math.max(0, random()));
  return Math.round(step / 2 + (step / 2) * jitter);
}
