import { ChannelPolicies, defaultPolicies, userChannel } from './channels';
import { parseClientFrame } from './socket-session';

describe('channel policies', () => {
  const policies = defaultPolicies();

  it('opens user.<id> to that user only', async () => {
    expect(await policies.allows({ userId: 5 }, userChannel(5))).toBe(true);
    expect(await policies.allows({ userId: 6 }, userChannel(5))).toBe(false);
    expect(await policies.allows({ userId: null }, userChannel(5))).toBe(false);
  });

  it('refuses unknown families and malformed names', async () => {
    for (const channel of ['stage.1', 'user', 'user.', 'user.1.2', 'User.1', 'user.<script>']) {
      expect(await policies.allows({ userId: 1 }, channel)).toBe(false);
    }
  });

  it('lets features define a family once', async () => {
    const custom = new ChannelPolicies();
    custom.define('stage', async (subscriber, id) => subscriber.userId !== null && id === '7');
    expect(await custom.allows({ userId: 1 }, 'stage.7')).toBe(true);
    expect(await custom.allows({ userId: 1 }, 'stage.8')).toBe(false);
    expect(() => custom.define('stage', () => true)).toThrow('already defined');
  });
});

describe('client frames', () => {
  it.each([
    ['{"type":"ping"}', { type: 'ping' }],
    ['{"type":"auth","data":{"token":"abc"}}', { type: 'auth', token: 'abc' }],
    ['{"type":"auth","data":{"token":null}}', { type: 'auth', token: null }],
    ['{"type":"auth"}', { type: 'auth', token: null }],
    ['{"type":"subscribe","data":{"channel":"user.1"}}', { type: 'subscribe', channel: 'user.1' }],
    ['{"type":"unsubscribe","data":{"channel":"user.1"}}', { type: 'unsubscribe', channel: 'user.1' }],
  ])('reads %s', (raw, frame) => {
    expect(parseClientFrame(raw)).toEqual(frame);
  });

  it.each(['', 'null', '42', '{"type":"subscribe"}', '{"type":"subscribe","data":{"channel":5}}', '{"type":"auth","data":{"token":1}}', '{"type":"shout"}'])('refuses %p', (raw) => {
    expect(parseClientFrame(raw)).toBeNull();
  });
});
