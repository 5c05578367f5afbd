import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { API_PATHS, API_PREFIX } from '@portal/shared/contracts';
import { addressKey } from '../http/client-address';
import { redisWithMemoryFallback } from './rate-limit-store';
import { isInternalRequest } from '../http/internal-request';

/**
 * Rate limiting of /api (per client address, per minute; IPv6 clients per /64). In memory by default; with
 * REDIS_URL the counters live in Redis, so the limit holds across API instances, and fall back to memory
 * while Redis is away (never open). The health route is exempt (monitoring), and static files are not
 * limited. Exemptions go by the route the router matched (its decoded path), never by the raw URL, which a
 * client can percent-encode; exempt routes carry no limit hook at all. Over the limit: 429 with Retry-After (see plugins/errors).
 */
export interface RateLimitPluginOptions {
  perMinute: number;
  redisUrl: string | null;
  redisPrefix: string;
}

const HEALTH = API_PREFIX + API_PATHS.health;
/** How long start-up waits for Redis before serving (requests then count once it is connected). */
const REDIS_READY_WAIT_MS = 2000;

/**
 * Commands are not queued while Redis is away (a request must not hang on it), so the counters only work
 * once the connection is ready: wait for it at start, within a bound (meanwhile the memory store counts).
 */
async function untilReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return;
  await Promise.race([once(redis, 'ready'), delay(REDIS_READY_WAIT_MS)]).catch(() => undefined);
}

/** Exempt from every limit: routes outside /api (the portal's files) and the health check. */
export function isExemptRoute(route: string): boolean {
  return !route.startsWith(`${API_PREFIX}/`) || route === HEALTH;
}

export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { perMinute, redisUrl, redisPrefix }) => {
    const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : null;
    if (redis) {
      redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit redis error'));
      app.addHook('onClose', async () => {
        if (redis.status === 'ready') await redis.quit().catch(() => undefined);
        else redis.disconnect();
      });
      await untilReady(redis);
    }
    let warned = false;
    const onFallback = (error: Error | null) => {
      if (warned) return;
      warned = true;
      app.log.warn({ err: error ?? undefined }, 'rate-limit: Redis unavailable, counting in memory');
      setTimeout(() => (warned = false), 60_000).unref();
    };
    // Exempt routes get no limit hook at all (decided once per route when it is added, by its path as the
    // router matches it, rather than on every request); this runs before the plugin's own onRoute hook.
    app.addHook('onRoute', (route) => {
      if (isExemptRoute(route.url)) route.config = { ...route.config, rateLimit: false };
    });
    await app.register(rateLimit, {
      global: true,
      max: perMinute,
      timeWindow: 60_000,
      hook: 'onRequest',
      keyGenerator: (request) => addressKey(request.ip),
      // The page server's reads (http/internal-request.ts) are the server's own, not a client's.
      allowList: (request) => isInternalRequest(request),
      ...(redis ? { store: redisWithMemoryFallback(redis, `${redisPrefix}rl:`, onFallback) } : {}),
    });
  },
  { name: 'rate-limit' },
);
