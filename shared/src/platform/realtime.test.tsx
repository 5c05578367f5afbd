import { render } from '@testing-library/react';
import {
  getRealtimeClient,
  registerRealtimeClient,
  useRealtimeChannel,
  userChannel,
  type RealtimeClient,
  type RealtimeEvent,
  type RealtimeHandler,
  type RealtimeStatus,
} from './realtime';

/** A client that records subscriptions and lets the test push events and status changes. */
function fakeClient(initial: RealtimeStatus = 'open') {
  const handlers = new Map<string, Set<RealtimeHandler>>();
  const statusListeners = new Set<(s: RealtimeStatus) => void>();
  let status = initial;
  const client: RealtimeClient = {
    subscribe(channel, handler) {
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
      return () => set.delete(handler);
    },
    status: () => status,
    onStatusChange(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
  return {
    client,
    count: (channel: string) => handlers.get(channel)?.size ?? 0,
    push: (event: RealtimeEvent) => handlers.get(event.channel)?.forEach((h) => h(event)),
    setStatus(next: RealtimeStatus) {
      status = next;
      statusListeners.forEach((l) => l(next));
    },
  };
}

const event = (channel: string, payload: unknown = {}): RealtimeEvent => ({ channel, event: 'notification.created', payload });

describe('realtime accessor', () => {
  it('names the personal channel of a user', () => {
    expect(userChannel(15)).toBe('user.15');
  });

  it('keeps subscriptions made before the shell registers and attaches them on registration', () => {
    const handler = jest.fn();
    const unsubscribe = getRealtimeClient().subscribe('tournament.9', handler);
    expect(getRealtimeClient().status()).toBe('idle');

    const fake = fakeClient();
    const unregister = registerRealtimeClient(fake.client);
    expect(fake.count('tournament.9')).toBe(1);
    fake.push(event('tournament.9', { id: 1 }));
    expect(handler).toHaveBeenCalledWith(event('tournament.9', { id: 1 }));

    unsubscribe();
    expect(fake.count('tournament.9')).toBe(0);
    unsubscribe();
    unregister();
  });

  it('forwards status changes and reports idle after unregistering', () => {
    const seen: RealtimeStatus[] = [];
    const stop = getRealtimeClient().onStatusChange((s) => seen.push(s));
    const fake = fakeClient('connecting');
    const unregister = registerRealtimeClient(fake.client);
    fake.setStatus('open');
    expect(getRealtimeClient().status()).toBe('open');
    unregister();
    expect(getRealtimeClient().status()).toBe('idle');
    expect(seen).toEqual(['connecting', 'open', 'idle']);
    stop();
  });

  it('moves live subscriptions to a newly registered client', () => {
    const first = fakeClient();
    const second = fakeClient();
    registerRealtimeClient(first.client);
    const unsubscribe = getRealtimeClient().subscribe('user.3', jest.fn());
    const unregisterSecond = registerRealtimeClient(second.client);
    expect(first.count('user.3')).toBe(0);
    expect(second.count('user.3')).toBe(1);
    unsubscribe();
    unregisterSecond();
  });

  it('listens while a component is mounted, with its latest handler', () => {
    const fake = fakeClient();
    const unregister = registerRealtimeClient(fake.client);
    const calls: string[] = [];
    function Listener({ label, channel }: { label: string; channel: string | null }) {
      useRealtimeChannel(channel, () => calls.push(label));
      return null;
    }
    const view = render(<Listener label="first" channel="user.8" />);
    view.rerender(<Listener label="second" channel="user.8" />);
    fake.push(event('user.8'));
    expect(calls).toEqual(['second']);
    view.rerender(<Listener label="second" channel={null} />);
    expect(fake.count('user.8')).toBe(0);
    view.unmount();
    unregister();
  });
});
