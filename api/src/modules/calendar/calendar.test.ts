import ICAL from 'ical.js';
import * as v from 'valibot';
import { CalendarFeedLinkSchema, CalendarFeedStateSchema } from '@portal/shared/contracts/responses';
import { sql } from 'drizzle-orm';
import type { CalendarFeedLink, CalendarFeedState, MyMatches } from '@portal/shared/contracts';
import { selectRows } from '../../db/sql-helpers';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openTestWorld, type TestWorld } from '../../../test-support/harness';
import { organizerCalls, type OrganizerCalls } from '../../../test-support/organizer-world';
import { localTimeOf } from './events';

type Data<T> = { data: T };
const dataOf = <T>(response: { json: () => unknown }) => (response.json() as Data<T>).data;
const pathOf = (url: string) => new URL(url).pathname;

const eventsOf = (text: string) => {
  const calendar = ICAL.Component.fromString(text);
  return calendar.getAllSubcomponents('vevent').map((vevent) => ({ vevent, event: new ICAL.Event(vevent) }));
};

describe.each(TEST_DRIVERS)('calendar feeds (%s)', (driver) => {
  let world: TestWorld;
  let api: OrganizerCalls;

  beforeAll(async () => {
    world = await openTestWorld(driver);
    api = organizerCalls(world);
  });
  afterAll(async () => world?.dispose());

  const newLink = async (caller: 'captain' | 'newbie' = 'captain') => {
    const response = await api.call(caller, 'POST', '/api/v1/client/calendar-feed');
    expect(response.statusCode).toBe(200);
    return dataOf<CalendarFeedLink>(response);
  };
  const fetchFeed = (path: string, headers: Record<string, string> = {}) => world.app.inject({ method: 'GET', url: path, headers });

  it('makes a link for the signed-in player only, shown once', async () => {
    expect((await api.call('guest', 'POST', '/api/v1/client/calendar-feed')).statusCode).toBe(401);
    expect((await api.call('guest', 'GET', '/api/v1/client/calendar-feed')).statusCode).toBe(401);
    expect(dataOf<CalendarFeedState>(await api.call('newbie', 'GET', '/api/v1/client/calendar-feed'))).toEqual({ has_link: false, created_at: null });
    const link = await newLink('newbie');
    // The answers are exactly their response schemas (the OpenAPI document comes from them).
    expect(v.parse(CalendarFeedLinkSchema, link)).toEqual(link);
    const state = dataOf<CalendarFeedState>(await api.call('newbie', 'GET', '/api/v1/client/calendar-feed'));
    expect(v.parse(CalendarFeedStateSchema, state)).toEqual(state);
    expect(link.url).toMatch(/^http:\/\/localhost:\d+\/api\/v1\/calendar\/[0-9a-f]{64}\.ics$/);
    expect(link.webcal_url).toBe(link.url.replace(/^http:/, 'webcal:'));
    expect(dataOf<CalendarFeedState>(await api.call('newbie', 'GET', '/api/v1/client/calendar-feed'))).toMatchObject({ has_link: true, created_at: expect.any(String) as string });
    // Only a hash of the token is stored.
    const token = /([0-9a-f]{64})\.ics$/.exec(link.url)?.[1] ?? '';
    const stored = await selectRows<{ token_hash: string }>(world.handle.db, sql`select token_hash from calendar_feeds`);
    expect(stored.some((row) => row.token_hash === token)).toBe(false);
  });

  it("lists the captain's matches with UTC times, the game's own zone, a reminder and no lobby credentials", async () => {
    // Lobby credentials on every group of the captain: none of them may reach the feed.
    await world.handle.db.execute(sql`update stage_groups set lobby_id = 'LOBBY-' || id || '-7734', lobby_password = 'secret-steppe-' || id`);
    const link = await newLink();
    const response = await fetchFeed(pathOf(link.url));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const text = response.body;
    expect(text).not.toMatch(/LOBBY-|secret-steppe/);

    const mine = dataOf<MyMatches>(await api.call('captain', 'GET', '/api/v1/client/matches'));
    const expected = [...mine.upcoming, ...mine.past];
    expect(expected.length).toBeGreaterThan(0);
    const events = eventsOf(text);
    expect(events).toHaveLength(expected.length);
    for (const match of expected) {
      const found = events.find(({ vevent }) => String(vevent.getFirstPropertyValue('url')).endsWith(`/match/${match.stage_team_id}`));
      expect(found).toBeDefined();
      if (!found) continue;
      const { event, vevent } = found;
      expect(event.startDate.toJSDate().toISOString()).toBe(new Date(match.group.game_time).toISOString());
      expect(event.summary).toBe(`${match.tournament.name} · ${match.stage.name} · ${match.group.name}`);
      // The captain's language is ru: the match page without a prefix.
      expect(String(vevent.getFirstPropertyValue('url'))).toMatch(new RegExp(`^http://localhost:\\d+/match/${match.stage_team_id}$`));
      expect(event.description).toContain(localTimeOf(match.group.game_time, match.group.timezone));
      expect(event.description).toContain(`Команда: ${match.team.name}`);
      const alarm = vevent.getFirstSubcomponent('valarm');
      expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
      expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-PT30M');
      expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    }
    // The same instant in the tournament's zone, worked out independently of the feed's writer.
    const first = expected[0];
    if (first) {
      const local = new Date(first.group.game_time).toLocaleString('sv-SE', { timeZone: first.tournament.timezone }).slice(0, 16);
      if (first.group.timezone === first.tournament.timezone) expect(localTimeOf(first.group.game_time, first.group.timezone)).toBe(`${local} (${first.tournament.timezone})`);
    }
  });

  it('answers 304 for an unchanged feed and a higher SEQUENCE (same UID) when a game time moves', async () => {
    const link = await newLink();
    const path = pathOf(link.url);
    const first = await fetchFeed(path);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await fetchFeed(path, { 'if-none-match': etag })).statusCode).toBe(304);

    const mine = dataOf<MyMatches>(await api.call('captain', 'GET', '/api/v1/client/matches'));
    const match = mine.upcoming[0] ?? mine.past[0];
    if (!match) throw new Error('the captain has no matches');
    const before = eventsOf(first.body).find(({ vevent }) => String(vevent.getFirstPropertyValue('url')).endsWith(`/match/${match.stage_team_id}`));
    const [group] = await selectRows<{ capacity: number }>(world.handle.db, sql`select slot_count as capacity from stage_groups where id = ${match.group.id}`);
    const moved = new Date(Date.parse(match.group.game_time) + 2 * 3_600_000).toISOString();
    const update = await api.call('admin', 'PUT', `/api/organizer/groups/${match.group.id}`, { name: match.group.name, game_time: moved, capacity: group?.capacity ?? 16, status: match.group.status.code });
    expect(update.statusCode).toBe(200);

    const second = await fetchFeed(path, { 'if-none-match': etag });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).not.toBe(etag);
    const after = eventsOf(second.body).find(({ vevent }) => String(vevent.getFirstPropertyValue('url')).endsWith(`/match/${match.stage_team_id}`));
    expect(after?.event.uid).toBe(before?.event.uid);
    expect(after?.event.startDate.toJSDate().toISOString()).toBe(moved);
    expect(after?.event.sequence).toBeGreaterThan(before?.event.sequence ?? Number.POSITIVE_INFINITY);
  });

  it('stops the old link at once when a new one is made; unknown tokens answer 404', async () => {
    const old = await newLink();
    expect((await fetchFeed(pathOf(old.url))).statusCode).toBe(200);
    const fresh = await newLink();
    const gone = await fetchFeed(pathOf(old.url), { 'accept-language': 'en' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'errors.calendar_feed_not_found' });
    expect((await fetchFeed(pathOf(fresh.url))).statusCode).toBe(200);
    expect((await fetchFeed('/api/v1/calendar/not-a-token.ics')).statusCode).toBe(404);
    expect((await fetchFeed(`/api/v1/calendar/${'0'.repeat(64)}.ics`)).statusCode).toBe(404);
  });

  it('writes a valid empty calendar for a player without matches', async () => {
    const link = await newLink('newbie');
    const response = await fetchFeed(pathOf(link.url));
    expect(response.statusCode).toBe(200);
    const calendar = ICAL.Component.fromString(response.body);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(0);
  });

  it("serves a team's public feed of its group games, in the reader's language", async () => {
    const [team] = await selectRows<{ slug: string; name: string; games: number }>(
      world.handle.db,
      sql`select tm.slug, tm.name, count(st.id)::int as games from teams tm join tournament_teams tt on tt.team_id = tm.id join stage_teams st on st.tournament_team_id = tt.id
          join stage_groups g on g.id = st.group_id join stages s on s.id = st.stage_id join tournaments t on t.id = s.tournament_id
        where tm.slug is not null and tm.deleted_at is null and t.is_published and t.access_hash is null group by tm.slug, tm.name order by games desc, tm.slug limit 1`,
    );
    if (!team) throw new Error('no team with games in the demo world');
    const response = await fetchFeed(`/api/v1/calendar/team/${team.slug}.ics`, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const calendar = ICAL.Component.fromString(response.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`Esports: ${team.name}'s matches`);
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(team.games);
    expect(String(events[0]?.getFirstPropertyValue('url'))).toMatch(/^http:\/\/localhost:\d+\/en\/match\/\d+$/);
    expect(response.body).not.toMatch(/LOBBY-|secret-steppe/);
    expect((await fetchFeed(`/api/v1/calendar/team/${team.slug}.ics`, { 'if-none-match': String(response.headers.etag), 'accept-language': 'en' })).statusCode).toBe(304);
    expect((await fetchFeed('/api/v1/calendar/team/no-such-team.ics')).statusCode).toBe(404);
  });
  it("marks the games of a tournament taken back to a draft cancelled, with a higher SEQUENCE", async () => {
    const link = await newLink();
    const path = pathOf(link.url);
    const [masters] = await selectRows<{ id: number; name: string }>(world.handle.db, sql`select id, name from tournaments where slug = 'central-asia-masters'`);
    if (!masters) throw new Error('central-asia-masters missing from the demo world');
    const mastersEvents = (text: string) => eventsOf(text).filter(({ event }) => event.summary.startsWith(`${masters.name} · `));
    const before = mastersEvents((await fetchFeed(path)).body);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every(({ vevent }) => vevent.getFirstPropertyValue('status') === 'CONFIRMED')).toBe(true);
    expect((await api.call('admin', 'POST', `/api/organizer/tournaments/${masters.id}/unpublish`)).statusCode).toBe(200);
    const after = mastersEvents((await fetchFeed(path)).body);
    expect(after.map(({ event }) => event.uid)).toEqual(before.map(({ event }) => event.uid));
    for (const [index, { vevent, event }] of after.entries()) {
      expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(event.sequence).toBeGreaterThan(before[index]?.event.sequence ?? Number.POSITIVE_INFINITY);
    }
    // The captain's matches page no longer lists them: only the feed tells the calendar they are off.
    const mine = dataOf<MyMatches>(await api.call('captain', 'GET', '/api/v1/client/matches'));
    expect([...mine.upcoming, ...mine.past].some((match) => match.tournament.id === masters.id)).toBe(false);
  });
});
