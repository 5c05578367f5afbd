import { MATCH_PLAY_MESSAGES } from '@portal/shared/constants';
import type { ApiPage, CustomGame } from '@portal/shared/contracts';
import { roomJoinState } from '@portal/shared/domain';
import type { CustomGameOutput } from '@portal/shared/schemas';
import type { Queryable } from '../../db/client';
import { HttpError, notFound, validationFailed } from '../../http/http-error';
import { pageMeta } from '../../http/page-meta';
import type { AuthUser } from '../../sessions/bearer';
import * as repo from './repository';
import { toRoom } from './serializer';

/**
 * Custom games: players browse rooms, open one (they join it themselves), join while a slot is free and
 * the game has not started, and leave before the start. Joins of one room are serialized by a row lock,
 * so the last slot goes to one player only.
 */
const STILL_LISTED_MS = 2 * 3_600_000;
const roomNotFound = () => notFound('errors.custom_game_not_found');

export async function listRooms(db: Queryable, user: AuthUser | null, query: { game?: number; page: number; per_page: number }, now: Date): Promise<ApiPage<CustomGame>> {
  const { rows, total } = await repo.listRooms(db, {
    viewerId: user?.id ?? null,
    gameId: query.game,
    since: new Date(now.getTime() - STILL_LISTED_MS),
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return { data: rows.map((row) => toRoom(row, now)), meta: pageMeta(query.page, query.per_page, total, rows.length) };
}

async function answer(db: Queryable, id: number, user: AuthUser, now: Date): Promise<CustomGame> {
  const row = await repo.roomById(db, id, user.id);
  if (!row) throw roomNotFound();
  return toRoom(row, now);
}

export async function createRoom(db: Queryable, user: AuthUser, input: CustomGameOutput, now: Date): Promise<CustomGame> {
  if (Date.parse(input.start_time) <= now.getTime()) throw validationFailed({ start_time: [MATCH_PLAY_MESSAGES.room_start] });
  return db.transaction(async (tx) => {
    const id = await repo.insertRoom(tx, {
      hostId: user.id,
      gameId: input.game_id,
      mode: input.mode,
      title: input.title,
      startTime: new Date(input.start_time),
      slots: input.slots,
      roomId: input.room_id,
      roomPassword: input.room_password,
    });
    await repo.addPlayer(tx, id, user.id);
    return answer(tx, id, user, now);
  });
}

export async function joinRoom(db: Queryable, user: AuthUser, id: number, now: Date): Promise<CustomGame> {
  return db.transaction(async (tx) => {
    if (!(await repo.lockRoom(tx, id))) throw roomNotFound();
    const room = await answer(tx, id, user, now);
    if (room.joined) return room;
    const state = roomJoinState({ startTime: new Date(room.start_time), slots: room.slots, taken: room.taken }, now);
    if (state === 'started') throw new HttpError(409, 'errors.custom_game_started');
    if (state === 'full') throw new HttpError(409, 'errors.custom_game_full');
    await repo.addPlayer(tx, id, user.id);
    return answer(tx, id, user, now);
  });
}

export async function leaveRoom(db: Queryable, user: AuthUser, id: number, now: Date): Promise<CustomGame> {
  return db.transaction(async (tx) => {
    if (!(await repo.lockRoom(tx, id))) throw roomNotFound();
    const room = await answer(tx, id, user, now);
    if (!room.joined) return room;
    if (Date.parse(room.start_time) <= now.getTime()) throw new HttpError(409, 'errors.custom_game_started');
    await repo.removePlayer(tx, id, user.id);
    return answer(tx, id, user, now);
  });
}
