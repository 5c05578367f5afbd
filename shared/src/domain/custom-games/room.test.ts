import { credentialsOpenAt, credentialsVisible, roomJoinState } from './room';

describe('custom rooms', () => {
  const start = new Date('2026-06-01T18:00:00Z');
  it('open the credentials 15 minutes before the start', () => {
    expect(credentialsOpenAt(start).toISOString()).toBe('2026-06-01T17:45:00.000Z');
  });
  it('show the credentials to joined players only, from the window on', () => {
    expect(credentialsVisible(start, new Date('2026-06-01T17:44:59Z'), true)).toBe(false);
    expect(credentialsVisible(start, new Date('2026-06-01T17:45:00Z'), true)).toBe(true);
    expect(credentialsVisible(start, new Date('2026-06-01T19:00:00Z'), true)).toBe(true);
    expect(credentialsVisible(start, new Date('2026-06-01T17:50:00Z'), false)).toBe(false);
  });
  it('let players join until the start while a slot is free', () => {
    expect(roomJoinState({ startTime: start, slots: 4, taken: 3 }, new Date('2026-06-01T17:00:00Z'))).toBe('open');
    expect(roomJoinState({ startTime: start, slots: 4, taken: 4 }, new Date('2026-06-01T17:00:00Z'))).toBe('full');
    expect(roomJoinState({ startTime: start, slots: 4, taken: 1 }, start)).toBe('started');
  });
});
