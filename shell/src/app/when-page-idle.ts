/** The longest a deferred start waits for an idle moment once the page has loaded. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the page has loaded and the main thread is idle (at most IDLE_TIMEOUT_MS after load):
 * for work the first screen does not need.
 */
export function whenPageIdle(task: () => void, target: Window = window): void {
  const schedule = () => {
    if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    else target.setTimeout(task, 1);
  };
  if (target.document.readyState === 'complete') schedule();
  else target.addEventListener('load', schedule, { once: true });
}
