import { eq } from 'drizzle-orm';
import type { ChannelMessage } from '../../realtime/bus';
import { notifications, users } from '../../db/schema';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openTestWorld, type TestWorld } from '../../../test-support/harness';
import { withNotices } from './notify';

describe.each(TEST_DRIVERS)('withNotices on %s', (driver) => {
  let world: TestWorld;
  let userId: number;
  beforeAll(async () => {
    world = await openTestWorld(driver, { seed: false });
    const [user] = await world.handle.db.insert(users).values({ username: 'notified' }).returning({ id: users.id });
    userId = user!.id;
  });
  afterAll(() => world.dispose());

  const received: ChannelMessage[] = [];
  beforeAll(async () => {
    await world.app.realtime.bus.subscribe(`user.${userId}`, (message) => received.push(message));
  });
  const rowsOf = () => world.handle.db.select().from(notifications).where(eq(notifications.userId, userId));

  it('writes the rows with the change and publishes them on the user channel after the commit', async () => {
    const result = await withNotices(world.app, async (_tx, notify) => {
      await notify({ userId, type: 'team_role_changed', data: { team: 'Steppe Wolves', role: 'manager' }, link: { route: 'teams.detail', params: { teamId: 7 } } });
      expect(received).toHaveLength(0);
      return 'done';
    });
    expect(result).toBe('done');
    expect(await rowsOf()).toEqual([expect.objectContaining({ type: 'team_role_changed', data: { team: 'Steppe Wolves', role: 'manager', link: { route: 'teams.detail', params: { teamId: 7 } } }, readAt: null })]);
    expect(received).toEqual([
      { channel: `user.${userId}`, event: 'notification', payload: expect.objectContaining({ type: 'team_role_changed', read_at: null, created_at: expect.any(String) }) },
    ]);
  });

  it('writes and publishes nothing when the unit of work fails', async () => {
    const before = (await rowsOf()).length;
    const published = received.length;
    await expect(
      withNotices(world.app, async (_tx, notify) => {
        await notify([{ userId, type: 'entry_accepted', data: { tournament: 'Winter Cup', tournament_slug: 'winter-cup', team: 'Steppe Wolves' } }]);
        throw new Error('the entry update failed');
      }),
    ).rejects.toThrow('the entry update failed');
    expect(await rowsOf()).toHaveLength(before);
    expect(received).toHaveLength(published);
  });

  it('keeps the row when publishing fails', async () => {
    const before = (await rowsOf()).length;
    const publish = world.app.realtime.publish;
    world.app.realtime.publish = () => Promise.reject(new Error('redis down'));
    try {
      await withNotices(world.app, (_tx, notify) => notify({ userId, type: 'entry_rejected', data: { tournament: 'Winter Cup', tournament_slug: 'winter-cup', team: 'Steppe Wolves', reason: 'roster incomplete' } }));
    } finally {
      world.app.realtime.publish = publish;
    }
    expect(await rowsOf()).toHaveLength(before + 1);
  });
});
