import { Redis } from 'ioredis';
import { ListenerRegistry, type RealtimeBus } from './bus';

/**
 * Redis pub/sub bus: one publishing and one subscribing connection per instance. Channels are prefixed
 * (REDIS_PREFIX), so several portals or test runs can share a Redis. A publish reaches the sockets of this
 * instance through Redis too, so every instance delivers each message exactly once.
 */
export function createRedisBus(url: string, prefix: string): RealtimeBus {
  const registry = new ListenerRegistry();
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false });
  const channelPrefix = `${prefix}rt:`;
  // While Redis is away ioredis reconnects by itself (and subscribes again to every channel); each
  // connection says once that it lost Redis and once that it is back, instead of an unhandled error event
  // at every attempt. Publishes meanwhile fail after their retries (their callers log that).
  for (const [name, connection] of [['publisher', publisher], ['subscriber', subscriber]] as const) {
    let lost = false;
    connection.on('error', (error: Error) => {
      if (lost) return;
      lost = true;
      console.warn(`[realtime] Redis ${name} connection lost (${error.message}); reconnecting`);
    });
    connection.on('ready', () => {
      if (!lost) return;
      lost = false;
      console.warn(`[realtime] Redis ${name} connection back`);
    });
  }

  subscriber.on('message', (redisChannel: string, raw: string) => {
    if (!redisChannel.startsWith(channelPrefix)) return;
    try {
      const { event, payload } = JSON.parse(raw) as { event: string; payload: unknown };
      registry.deliver({ channel: redisChannel.slice(channelPrefix.length), event, payload });
    } catch {
      // Not ours: ignore.
    }
  });

  return {
    kind: 'redis',
    async publish(channel, event, payload) {
      await publisher.publish(channelPrefix + channel, JSON.stringify({ event, payload }));
    },
    async subscribe(channel, listener) {
      if (registry.add(channel, listener)) await subscriber.subscribe(channelPrefix + channel);
      return async () => {
        if (registry.remove(channel, listener)) await subscriber.unsubscribe(channelPrefix + channel);
      };
    },
    async close() {
      // quit() waits for Redis; when it is unreachable that may be never: give it a second, then cut the
      // connections (which also stops their reconnection attempts).
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, 1000);
      });
      await Promise.race([Promise.allSettled([subscriber.quit(), publisher.quit()]), grace]);
      clearTimeout(timer);
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
