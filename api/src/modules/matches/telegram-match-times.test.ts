import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatGameTime } from '@portal/shared/domain';
import { notifications, socialAccounts, stageGroups, users } from '../../db/schema';
import { selectRows } from '../../db/sql-helpers';
import { issueToken } from '../../sessions/tokens';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openTestWorld, type TestWorld } from '../../../test-support/harness';
import { send } from '../../../test-support/requests';
import { groupPlayerIds } from './repository';
import { sendMatchReminders } from './reminders';

const MINUTE = 60_000;

describe.each(TEST_DRIVERS)('match times by Telegram (%s)', (driver) => {
  let world: TestWorld;
  let groupId: number;
  let players: number[];
  beforeAll(async () => {
    world = await openTestWorld(driver);
    const [group] = await selectRows<{ id: number }>(
      world.handle.db,
      sql`select g.id from stage_groups g join stages s on s.id = g.stage_id join tournaments t on t.id = s.tournament_id where t.slug = 'central-asia-masters' and g.status = 'game-process'`,
    );
    groupId = group?.id ?? 0;
    players = await groupPlayerIds(world.handle.db, groupId);
    // Known Telegram links: the first two players have one, nobody else of the group does.
    await world.handle.db.delete(socialAccounts).where(and(inArray(socialAccounts.userId, players), eq(socialAccounts.provider, 'telegram')));
    await world.handle.db.insert(socialAccounts).values([
      { userId: players[0] ?? 0, provider: 'telegram', providerUserId: '900001' },
      { userId: players[1] ?? 0, provider: 'telegram', providerUserId: '900002' },
    ]);
    await world.handle.db.update(users).set({ locale: 'en' }).where(eq(users.id, players[0] ?? 0));
  });
  afterAll(async () => world?.dispose());

  const db = () => world.handle.db;
  const tokenOf = async (userId: number) => (await issueToken(db(), userId, { ttlMs: 3_600_000 })).token;
  const setSwitch = async (userId: number, value: 0 | 1) => send(world.app, 'PUT', '/api/user/profile', { token: await tokenOf(userId), body: { telegram_match_times: value } });
  const sentTo = (chatId: string) => world.app.telegramBot?.outbox?.latest(`tg:${chatId}`) ?? [];
  /** The group starts in 20 minutes and has not been reminded; every other group counts as told. */
  const startSoon = async (now: Date) => {
    await db().update(stageGroups).set({ remindedAt: now });
    await db()
      .update(stageGroups)
      .set({ gameTime: new Date(now.getTime() + 20 * MINUTE), remindedAt: null })
      .where(eq(stageGroups.id, groupId));
  };

  it('is off by default, and then nothing goes to Telegram', async () => {
    const profile = await send(world.app, 'GET', '/api/user/profile', { token: await tokenOf(players[1] ?? 0) });
    expect(profile.json().data.telegram_match_times).toBe(false);
    const now = new Date();
    await startSoon(now);
    expect(await sendMatchReminders(world.app, now)).toBe(1);
    expect(sentTo('900001')).toEqual([]);
    expect(sentTo('900002')).toEqual([]);
  });

  it('refuses to switch on without a linked Telegram account, with a field error, changing nothing', async () => {
    const unlinked = players[2] ?? 0;
    const refused = await setSwitch(unlinked, 1);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ telegram_match_times: ['profile.telegram_not_linked'] });
    const [row] = await db().select({ on: users.telegramMatchTimes }).from(users).where(eq(users.id, unlinked));
    expect(row?.on).toBe(false);
    // Off is always allowed.
    expect((await setSwitch(unlinked, 0)).statusCode).toBe(200);
  });

  it('sends the reminder once to a player who switched it on, in their language, with the time in the tournament timezone', async () => {
    const on = await setSwitch(players[0] ?? 0, 1);
    expect(on.statusCode).toBe(200);
    expect(on.json().data.telegram_match_times).toBe(true);
    const now = new Date(Date.now() + MINUTE);
    await startSoon(now);
    expect(await sendMatchReminders(world.app, now)).toBe(1);
    expect(await sendMatchReminders(world.app, now)).toBe(0);
    const sent = sentTo('900001');
    expect(sent).toHaveLength(1);
    const [facts] = await selectRows<{ tournament: string; group: string; game_time: string; timezone: string }>(
      db(),
      sql`select t.name as tournament, g.name as "group", to_char(g.game_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as game_time, t.timezone
        from stage_groups g join stages s on s.id = g.stage_id join tournaments t on t.id = s.tournament_id where g.id = ${groupId}`,
    );
    const shown = formatGameTime(facts?.game_time, facts?.timezone);
    expect(sent[0]?.text).toBe(`⏰ ${facts?.tournament}, group ${facts?.group}: your match starts at ${shown.dateTime} (${shown.timezone}). Your matches: ${world.app.publicUrl}/en/matches`);
    // The development outbox shows it by chat id.
    const outbox = await world.app.inject({ method: 'GET', url: '/api/dev/outbox?telegram_chat=900001' });
    expect(outbox.json().data).toEqual([expect.objectContaining({ channel: 'telegram', to: 'tg:900001', text: sent[0]?.text })]);
    // The player with a link but the switch off still gets nothing; the notices in the portal are there for all.
    expect(sentTo('900002')).toEqual([]);
    const told = await selectRows<{ count: number }>(db(), sql`select count(distinct user_id)::int as count from notifications where type = 'match_starting'`);
    expect(told[0]?.count).toBeGreaterThanOrEqual(players.length);
  });

  it('documents the switch and the read marks in the OpenAPI document', async () => {
    const doc = (await world.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    expect(JSON.stringify(doc.paths['/api/user/profile'])).toContain('telegram_match_times');
    expect(doc.paths['/api/v1/client/chats/{chatId}/read']?.post).toBeDefined();
  });

  it('a failing Telegram neither stops the reminders nor takes back the notices', async () => {
    const failing = await world.appWith({}, { telegramBot: { outbox: null, send: async () => Promise.reject(new Error('telegram is down')) } });
    const before = await db().$count(notifications, eq(notifications.type, 'match_starting'));
    const now = new Date(Date.now() + 2 * MINUTE);
    await startSoon(now);
    expect(await sendMatchReminders(failing, now)).toBe(1);
    expect(await db().$count(notifications, eq(notifications.type, 'match_starting'))).toBe(before + players.length);
  });
});
