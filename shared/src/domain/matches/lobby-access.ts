import { LOBBY_REVEAL_MINUTES } from '@portal/shared/constants';

const MINUTE_MS = 60_000;

/** When the lobby room id and password of a group start to show. */
export const lobbyRevealAt = (gameTime: string | Date): Date => new Date(new Date(gameTime).getTime() - LOBBY_REVEAL_MINUTES * MINUTE_MS);

/**
 * The lobby room id and password show only to the teams of that group, and only from LOBBY_REVEAL_MINUTES
 * before its game_time (and after: latecomers still need them).
 */
export function canSeeLobby(input: { isTeamOfGroup: boolean; gameTime: string | Date; now: Date }): boolean {
  return input.isTeamOfGroup && input.now.getTime() >= lobbyRevealAt(input.gameTime).getTime();
}
