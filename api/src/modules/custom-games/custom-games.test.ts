import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { API_PATHS } from '@portal/shared/contracts';
import { CustomGameSchema, PageMetaSchema } from '@portal/shared/contracts/responses';
import { customGamePlayers, customGames } from '../../db/schema';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../../test-support/auth-world';
import { send } from '../../../test-support/requests';

const api = (path: string) => `/api${path}`;
const Room = v.object({ data: CustomGameSchema });

describe.each(TEST_DRIVERS)('custom games (%s)', (driver) => {
  let t: AuthTestWorld;
  let player: string;
  let captain: string;
  let newbie: string;
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const open = (token: string, body: Record<string, unknown>) => send(t.app, 'POST', api(API_PATHS.customGames), { token, body: { game_id: 1, mode: 'tdm', title: 'Test room', start_time: inMinutes(60), slots: 2, room_id: '1234567', room_password: '9876', ...body } });

  beforeAll(async () => {
    t = await openAuthWorld(driver);
    [player, captain, newbie] = await Promise.all([t.tokenOf('player'), t.tokenOf('captain'), t.tokenOf('newbie')]);
  }, 180_000);
  afterAll(() => t?.dispose());

  it('lists the seeded rooms without their credentials', async () => {
    const answer = await send(t.app, 'GET', api(`${API_PATHS.customGames}?per_page=100`));
    const page = v.parse(v.object({ data: v.array(CustomGameSchema), meta: PageMetaSchema }), answer.json());
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((room) => room.room === null && !room.joined)).toBe(true);
    const mlbb = v.parse(v.object({ data: v.array(CustomGameSchema) }), (await send(t.app, 'GET', api(`${API_PATHS.customGames}?game=3`))).json()).data;
    expect(mlbb.every((room) => room.game.id === 3)).toBe(true);
  });

  it('opens a room (the host joins), refuses bad input and a start in the past', async () => {
    expect((await send(t.app, 'POST', api(API_PATHS.customGames), { body: {} })).statusCode).toBe(401);
    const bad = await open(player, { slots: 1, title: '' });
    expect(bad.json().errors).toMatchObject({ slots: ['validation.match_play.room_slots'], title: ['validation.match_play.room_title'] });
    expect((await open(player, { start_time: inMinutes(-5) })).json().errors).toEqual({ start_time: ['validation.match_play.room_start'] });
    const created = await open(player, {});
    expect(created.statusCode).toBe(201);
    expect(v.parse(Room, created.json()).data).toMatchObject({ joined: true, taken: 1, state: 'open', room: null });
  });

  it('joins until full, leaves, and shows the credentials to joined players from 15 minutes before the start', async () => {
    const room = v.parse(Room, (await open(player, { start_time: inMinutes(20) })).json()).data;
    const join = (token: string) => send(t.app, 'POST', api(API_PATHS.customGameJoin(room.id)), { token });
    const joined = v.parse(Room, (await join(captain)).json()).data;
    expect(joined).toMatchObject({ joined: true, taken: 2, state: 'full', room: null });
    const full = await join(newbie);
    expect([full.statusCode, full.json().code]).toEqual([409, 'errors.custom_game_full']);
    expect(v.parse(Room, (await join(captain)).json()).data.taken).toBe(2);
    const left = v.parse(Room, (await send(t.app, 'POST', api(API_PATHS.customGameLeave(room.id)), { token: captain })).json()).data;
    expect(left).toMatchObject({ joined: false, taken: 1, state: 'open' });
    // Into the window: 10 minutes before the start.
    await t.world.handle.db.update(customGames).set({ startTime: new Date(Date.now() + 10 * 60_000) }).where(eq(customGames.id, room.id));
    const list = v.parse(v.object({ data: v.array(CustomGameSchema) }), (await send(t.app, 'GET', api(`${API_PATHS.customGames}?per_page=100`), { token: player })).json()).data;
    expect(list.find((r) => r.id === room.id)?.room).toEqual({ room_id: '1234567', room_password: '9876' });
    const stranger = v.parse(v.object({ data: v.array(CustomGameSchema) }), (await send(t.app, 'GET', api(`${API_PATHS.customGames}?per_page=100`), { token: captain })).json()).data;
    expect(stranger.find((r) => r.id === room.id)?.room).toBeNull();
  });

  it('closes joining and leaving at the start; 404 for an unknown room', async () => {
    const room = v.parse(Room, (await open(player, {})).json()).data;
    await t.world.handle.db.update(customGames).set({ startTime: new Date(Date.now() - 60_000) }).where(eq(customGames.id, room.id));
    const late = await send(t.app, 'POST', api(API_PATHS.customGameJoin(room.id)), { token: captain });
    expect([late.statusCode, late.json().code]).toEqual([409, 'errors.custom_game_started']);
    expect((await send(t.app, 'POST', api(API_PATHS.customGameLeave(room.id)), { token: player })).statusCode).toBe(409);
    expect((await send(t.app, 'POST', api(API_PATHS.customGameJoin(999_999)), { token: captain })).statusCode).toBe(404);
    const [count] = await t.world.handle.db.select({ n: sql<number>`count(*)::int` }).from(customGamePlayers).where(eq(customGamePlayers.gameId, room.id));
    expect(count?.n).toBe(1);
  });
});
