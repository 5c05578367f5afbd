/**
 * The health route's database round trip, shared: requests arriving while a check is under way wait for
 * that one, and a successful check answers for `maxAgeMs` more. A load balancer polling every second and
 * a burst of monitors cost the database one ping, and the route measures the server, not the pool. A
 * failed check is not kept: the next request checks again.
 */
export function sharedCheck(check: () => Promise<void>, maxAgeMs: number, now: () => number = Date.now): () => Promise<void> {
  let inFlight: Promise<void> | null = null;
  let passedAt = Number.NEGATIVE_INFINITY;
  return () => {
    if (now() - passedAt < maxAgeMs) return Promise.resolve();
    inFlight ??= check()
      .then(() => {
        passedAt = now();
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}
