import { and, eq, isNull } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { withNotices } from '../../services/notifications/notify';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../../test-support/auth-world';
import { send } from '../../../test-support/requests';

interface Page {
  data: { id: number; type: string; data: Record<string, unknown>; link: { route: string } | null; read_at: string | null; created_at: string }[];
  meta: { current_page: number; last_page: number; total: number; unread_count: number; per_page: number };
}

describe.each(TEST_DRIVERS)('notifications (%s)', (driver) => {
  let t: AuthTestWorld;
  beforeAll(async () => {
    t = await openAuthWorld(driver);
  });
  afterAll(() => t?.dispose());

  const page = async (token: string, query = '') => {
    const response = await send(t.app, 'GET', `/api/user/notification${query}`, { token });
    expect(response.statusCode).toBe(200);
    return response.json() as Page;
  };
  const unreadOf = async (userId: number) =>
    (await t.world.handle.db.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))).length;

  it('needs a signed-in player', async () => {
    expect((await send(t.app, 'GET', '/api/user/notification')).statusCode).toBe(401);
    expect((await send(t.app, 'POST', '/api/user/notification/mark-as-read/1')).statusCode).toBe(401);
    expect((await send(t.app, 'POST', '/api/user/notification/read-all')).statusCode).toBe(401);
  });

  it("lists the player's own notifications newest first with the unread count, 20 per page", async () => {
    const userId = await t.userIdOf('player');
    await withNotices(t.app, async (_tx, notify) => {
      await notify(Array.from({ length: 22 }, (_, i) => ({ userId, type: 'team_member_joined' as const, data: { team: `Team ${i}`, username: `p${i}` }, link: { route: 'teams.mine' as const } })));
    });
    const token = await t.tokenOf('player');
    const first = await page(token);
    expect(first.data).toHaveLength(20);
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 20, unread_count: await unreadOf(userId) });
    expect(first.meta.total).toBeGreaterThanOrEqual(22);
    expect(first.data[0]).toMatchObject({ type: 'team_member_joined', data: { team: 'Team 21', username: 'p21' }, link: { route: 'teams.mine' }, read_at: null });
    const times = first.data.map((item) => Date.parse(item.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await page(token, '?page=2');
    expect(second.meta.current_page).toBe(2);
    expect(second.data.map((item) => item.id)).not.toContain(first.data[0]?.id);
    expect((await send(t.app, 'GET', '/api/user/notification?page=0', { token })).statusCode).toBe(422);
    // Another player sees none of them.
    const captain = await page(await t.tokenOf('captain'));
    expect(captain.data.some((item) => item.data.username === 'p21')).toBe(false);
  });

  it('marks one read (idempotent), refuses another player’s id as not found, and reads all', async () => {
    const userId = await t.userIdOf('manager');
    await withNotices(t.app, async (_tx, notify) => {
      await notify([
        { userId, type: 'team_role_changed', data: { team: 'Aral Dragons', role: 'manager' } },
        { userId, type: 'entry_accepted', data: { team: 'Aral Dragons', tournament: 'Winter Cup', tournament_slug: 'winter-cup' } },
      ]);
    });
    const token = await t.tokenOf('manager');
    const before = await page(token);
    const target = before.data.find((item) => item.read_at === null);
    if (!target) throw new Error('an unread notification');
    const read = await send(t.app, 'POST', `/api/user/notification/mark-as-read/${target.id}`, { token });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ updated: 1, unread_count: before.meta.unread_count - 1 });
    expect((await send(t.app, 'POST', `/api/user/notification/mark-as-read/${target.id}`, { token })).json().data.updated).toBe(0);

    const stranger = await send(t.app, 'POST', `/api/user/notification/mark-as-read/${target.id}`, { token: await t.tokenOf('player') });
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'notifications.not_found']);
    expect((await send(t.app, 'POST', '/api/user/notification/mark-as-read/abc', { token })).statusCode).toBe(404);

    const publish = jest.spyOn(t.app.realtime, 'publish');
    const all = await send(t.app, 'POST', '/api/user/notification/read-all', { token });
    expect(all.json().data).toEqual({ updated: before.meta.unread_count - 1, unread_count: 0 });
    // The player's other tabs hear it on their channel and refresh the bell.
    expect(publish).toHaveBeenCalledWith(`user.${userId}`, 'notifications_read', { updated: before.meta.unread_count - 1, unread_count: 0 });
    publish.mockRestore();
    expect((await page(token)).meta.unread_count).toBe(0);
    expect(await unreadOf(userId)).toBe(0);
  });

  it('answers rows stored before the writers agreed in the payload of their kind (a team named team_name)', async () => {
    const userId = await t.userIdOf('captain');
    await t.world.handle.db.insert(notifications).values({ userId, type: 'team_role_changed', data: { team_id: 3, team_name: 'Old Row Wolves', role: 'member', link: { route: 'teams.mine' } } });
    const listed = (await page(await t.tokenOf('captain'))).data.find((item) => item.data.team === 'Old Row Wolves');
    expect(listed).toMatchObject({ type: 'team_role_changed', data: { team_id: 3, team: 'Old Row Wolves', role: 'member' }, link: { route: 'teams.mine' } });
    expect(listed?.data).not.toHaveProperty('team_name');
  });
});
