/**
 * Who may subscribe to which channel. A channel is `<family>.<id>`; each family has a policy: `user.<id>`
 * (notifications, read marks) here, open only to that user; the modules define theirs with
 * `policies.define(...)`: `stage` and `group` (chats, their members), `tournament` (live results, whoever
 * reaches the tournament, guests included).
 */
export interface SubscriberContext {
  userId: number | null;
}

export type ChannelPolicy = (subscriber: SubscriberContext, id: string) => boolean | Promise<boolean>;

const CHANNEL_SHAPE = /^([a-z][a-z_]*)\.([A-Za-z0-9_-]{1,64})$/;

export class ChannelPolicies {
  private readonly families = new Map<string, ChannelPolicy>();

  define(family: string, policy: ChannelPolicy): void {
    if (this.families.has(family)) throw new Error(`Channel family ${family} is already defined`);
    this.families.set(family, policy);
  }

  async allows(subscriber: SubscriberContext, channel: string): Promise<boolean> {
    const match = CHANNEL_SHAPE.exec(channel);
    if (!match) return false;
    const policy = this.families.get(match[1] ?? '');
    return policy ? Boolean(await policy(subscriber, match[2] ?? '')) : false;
  }
}

export const userChannel = (userId: number): string => `user.${userId}`;

export function defaultPolicies(): ChannelPolicies {
  const policies = new ChannelPolicies();
  policies.define('user', (subscriber, id) => subscriber.userId !== null && String(subscriber.userId) === id);
  return policies;
}
