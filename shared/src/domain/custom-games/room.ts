import { CUSTOM_GAME_CREDENTIALS_LEAD_MINUTES } from '@portal/shared/constants';

/**
 * Custom rooms: who sees the credentials and when a player may join or leave. The room id and password are
 * for the players who joined, from 15 minutes before the start; joining and leaving close at the start.
 */
const LEAD_MS = CUSTOM_GAME_CREDENTIALS_LEAD_MINUTES * 60_000;

/** When the credentials become visible to joined players. */
export const credentialsOpenAt = (startTime: Date): Date => new Date(startTime.getTime() - LEAD_MS);

export const credentialsVisible = (startTime: Date, now: Date, joined: boolean): boolean => joined && now.getTime() >= credentialsOpenAt(startTime).getTime();

export type RoomJoinState = 'open' | 'full' | 'started';

/** Whether one more player may join: not after the start, not when every slot is taken. */
export function roomJoinState(room: { startTime: Date; slots: number; taken: number }, now: Date): RoomJoinState {
  if (now.getTime() >= room.startTime.getTime()) return 'started';
  return room.taken >= room.slots ? 'full' : 'open';
}
