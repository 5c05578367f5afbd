import type { CustomGameMode } from '@portal/shared/constants';
import type { CustomGame } from '@portal/shared/contracts';
import { credentialsOpenAt, credentialsVisible, roomJoinState } from '@portal/shared/domain';
import type { RoomRow } from './repository';

/** A room as the caller sees it: the credentials only when they joined and the window is open. */
export function toRoom(row: RoomRow, now: Date): CustomGame {
  const start = new Date(row.start_time);
  const avatar =
    row.host_avatar_original_url || row.host_avatar_webp_url || row.host_avatar_small_webp_url
      ? { original_url: row.host_avatar_original_url, webp: row.host_avatar_webp_url, small_webp: row.host_avatar_small_webp_url }
      : null;
  return {
    id: row.id,
    title: row.title,
    game: { id: row.game_id, name: row.game_name, slug: row.game_slug },
    mode: row.mode as CustomGameMode,
    start_time: row.start_time,
    slots: row.slots,
    taken: row.taken,
    state: roomJoinState({ startTime: start, slots: row.slots, taken: row.taken }, now),
    joined: row.joined,
    host: { id: row.host_id, username: row.host_username, slug: row.host_slug, avatar },
    credentials_open_at: credentialsOpenAt(start).toISOString(),
    room: credentialsVisible(start, now, row.joined) ? { room_id: row.room_id, room_password: row.room_password } : null,
  };
}
