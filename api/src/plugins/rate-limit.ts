import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { API_PATHS, API_PREFIX } from '@portal/shared/contracts';

/**
 * Rate limiting of /api (per client address, per minute). In memory by default; with REDIS_URL the counters
 * live in Redis, so the limit holds across API instances. The health route is exempt (monitoring), and
 * static files are not limited. Over the limit: 429 with Retry-After (see plugins/errors).
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
 * once the connection is ready: wait for it at start, within a bound, instead of letting the first requests
 * slip through uncounted.
 */
async function untilReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return;
  await Promise.race([once(redis, 'ready'), delay(REDIS_READY_WAIT_MS)]).catch(() => undefined);
}

export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { perMinute, redisUrl, redisPrefix }) => {
    const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : null;
    if (redis) {
      redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit redis error'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => undefined);
      });
      await untilReady(redis);
    }
    await app.register(rateLimit, {
      global: true,
      max: perMinute,
      timeWindow: 60_000,
      hook: 'onRequest',
      ...(redis ? { redis, nameSpace: `${redisPrefix}rl:`, skipOnError: true } : {}),
      allowList: (request) => !request.url.startsWith(`${API_PREFIX}/`) || request.url.split('?')[0] === HEALTH,
    });
  },
  { name: 'rate-limit' },
);
