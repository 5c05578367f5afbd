import { canSeeLobby, lobbyRevealAt } from './lobby-access';

const gameTime = '2026-05-01T15:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('lobby credentials', () => {
  it('open 15 minutes before the game time', () => {
    expect(lobbyRevealAt(gameTime).toISOString()).toBe('2026-05-01T14:45:00.000Z');
  });

  it('show to a team of the group from the 15-minute mark on', () => {
    expect(canSeeLobby({ isTeamOfGroup: true, gameTime, now: at('2026-05-01T14:44:59.000Z') })).toBe(false);
    expect(canSeeLobby({ isTeamOfGroup: true, gameTime, now: at('2026-05-01T14:45:00.000Z') })).toBe(true);
    expect(canSeeLobby({ isTeamOfGroup: true, gameTime: new Date(gameTime), now: at('2026-05-01T16:00:00.000Z') })).toBe(true);
  });

  it('never show to anyone else', () => {
    expect(canSeeLobby({ isTeamOfGroup: false, gameTime, now: at('2026-05-01T14:50:00.000Z') })).toBe(false);
  });
});
