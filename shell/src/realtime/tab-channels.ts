import type { ClientFrame } from './protocol';

/**
 * Which tab (port) listens to which channel, which channels the current socket has subscribed, and which of
 * those the server has confirmed (it delivers them): the worker subscribes a channel once for all tabs and
 * unsubscribes it when the last listener is gone.
 */
export class TabChannels<Port> {
  private readonly byPort = new Map<Port, Set<string>>();
  private readonly subscribed = new Set<string>();
  private readonly confirmed = new Set<string>();

  get size(): number {
    return this.byPort.size;
  }

  ports(): IterableIterator<Port> {
    return this.byPort.keys();
  }

  has(port: Port): boolean {
    return this.byPort.has(port);
  }

  addPort(port: Port): void {
    this.byPort.set(port, new Set());
  }

  removePort(port: Port): void {
    this.byPort.delete(port);
  }

  listen(port: Port, channel: string): void {
    this.byPort.get(port)?.add(channel);
  }

  unlisten(port: Port, channel: string): void {
    this.byPort.get(port)?.delete(channel);
  }

  /** The tabs that listen to a channel. */
  listeners(channel: string): Port[] {
    return [...this.byPort].filter(([, channels]) => channels.has(channel)).map(([port]) => port);
  }

  /** A new socket has no subscriptions yet. */
  forgetSubscriptions(): void {
    this.subscribed.clear();
    this.confirmed.clear();
  }

  /** The server delivers the channel (its `subscribed` frame), while it stays subscribed. */
  confirm(channel: string): void {
    if (this.subscribed.has(channel)) this.confirmed.add(channel);
  }

  isConfirmed(channel: string): boolean {
    return this.confirmed.has(channel);
  }

  /** The frames that bring the socket's subscriptions in line with what the tabs listen to. */
  sync(): ClientFrame[] {
    const wanted = new Set<string>();
    for (const channels of this.byPort.values()) channels.forEach((channel) => wanted.add(channel));
    const frames: ClientFrame[] = [];
    for (const channel of wanted) {
      if (this.subscribed.has(channel)) continue;
      this.subscribed.add(channel);
      frames.push({ type: 'subscribe', data: { channel } });
    }
    for (const channel of [...this.subscribed]) {
      if (wanted.has(channel)) continue;
      this.subscribed.delete(channel);
      this.confirmed.delete(channel);
      frames.push({ type: 'unsubscribe', data: { channel } });
    }
    return frames;
  }
}
