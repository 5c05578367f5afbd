import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/**
 * The counter store of the rate limits: Redis when REDIS_URL is set (so limits hold across API instances),
 * and an in-memory store beside it that takes over whenever Redis fails (a command error, or not connected).
 * Limits never fail open: with Redis away each instance still counts on its own.
 */
type Store = FastifyRateLimitStore;
type Callback = Parameters<Store['incr']>[1];
type ChildOptions = Parameters<Store['child']>[0];
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

// The plugin's own stores (CommonJS modules without types).
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key: string) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => Store;

class FallbackStore implements Store {
  constructor(
    private readonly redis: Store,
    private readonly memory: Store,
    private readonly isReady: () => boolean,
    private readonly onFallback: (error: Error | null) => void,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    const local = (error: Error | null) => {
      this.onFallback(error);
      this.memory.incr(key, callback, timeWindow, max);
    };
    if (!this.isReady()) return local(null);
    this.redis.incr(key, (error, result) => (error ? local(error) : callback(null, result)), timeWindow, max);
  }

  child(routeOptions: ChildOptions): Store {
    return new FallbackStore(this.redis.child(routeOptions), this.memory.child(routeOptions), this.isReady, this.onFallback);
  }
}

/** The store class for @fastify/rate-limit's `store` option: Redis with the in-memory fallback. */
export function redisWithMemoryFallback(redis: Redis, nameSpace: string, onFallback: (error: Error | null) => void): FastifyRateLimitStoreCtor {
  return class {
    constructor(options: StoreOptions) {
      return new FallbackStore(
        new RedisStore(options.continueExceeding ?? false, options.exponentialBackoff ?? false, redis, nameSpace),
        new LocalStore(options.continueExceeding ?? false, options.exponentialBackoff ?? false),
        () => redis.status === 'ready',
        onFallback,
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
