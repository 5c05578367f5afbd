/**
 * Fan-out of channel messages to the sockets subscribed on this instance. In-process by default; with
 * REDIS_URL the Redis bus carries every publish to every API instance (each delivers to its own sockets).
 */
export interface ChannelMessage {
  channel: string;
  event: string;
  payload: unknown;
}

export type ChannelListener = (message: ChannelMessage) => void;

export interface RealtimeBus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, event: string, payload: unknown): Promise<void>;
  /** Resolves once messages of the channel will be delivered; the returned function unsubscribes. */
  subscribe(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Listeners per channel, shared by both buses. */
export class ListenerRegistry {
  private readonly byChannel = new Map<string, Set<ChannelListener>>();

  /** Adds a listener; true when it is the channel's first. */
  add(channel: string, listener: ChannelListener): boolean {
    const set = this.byChannel.get(channel);
    if (set) {
      set.add(listener);
      return false;
    }
    this.byChannel.set(channel, new Set([listener]));
    return true;
  }

  /** Removes a listener; true when the channel has none left. */
  remove(channel: string, listener: ChannelListener): boolean {
    const set = this.byChannel.get(channel);
    if (!set) return false;
    set.delete(listener);
    if (set.size > 0) return false;
    this.byChannel.delete(channel);
    return true;
  }

  deliver(message: ChannelMessage): void {
    for (const listener of [...(this.byChannel.get(message.channel) ?? [])]) {
      try {
        listener(message);
      } catch {
        // One broken socket must not stop the others.
      }
    }
  }

  get channelCount(): number {
    return this.byChannel.size;
  }
}

export function createMemoryBus(): RealtimeBus {
  const registry = new ListenerRegistry();
  return {
    kind: 'memory',
    async publish(channel, event, payload) {
      registry.deliver({ channel, event, payload });
    },
    async subscribe(channel, listener) {
      registry.add(channel, listener);
      return async () => {
        registry.remove(channel, listener);
      };
    },
    async close() {},
  };
}
