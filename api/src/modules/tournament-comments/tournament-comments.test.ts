import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { API_PATHS } from '@portal/shared/contracts';
import { PageMetaSchema, TournamentCommentSchema, TournamentCommentThreadSchema } from '@portal/shared/contracts/responses';
import { notifications, tournaments } from '../../db/schema';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../../test-support/auth-world';
import { send } from '../../../test-support/requests';

const api = (path: string) => `/api${path}`;
const Page = v.object({ data: v.array(TournamentCommentThreadSchema), meta: PageMetaSchema });

describe.each(TEST_DRIVERS)('tournament comments (%s)', (driver) => {
  let t: AuthTestWorld;
  let admin: string;
  let player: string;
  let captain: string;
  let banned: string;
  let tournamentId: number;
  let closedId: number;

  beforeAll(async () => {
    t = await openAuthWorld(driver);
    [admin, player, captain, banned] = await Promise.all([t.tokenOf('admin'), t.tokenOf('player'), t.tokenOf('captain'), t.tokenOf('banned')]);
    const db = t.world.handle.db;
    const [row] = await db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.slug, 'mlbb-bosphorus-series'));
    tournamentId = row?.id ?? 0;
    const [closed] = await db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.withComments, false));
    closedId = closed?.id ?? 0;
  }, 180_000);
  afterAll(() => t?.dispose());

  it('lists the threads newest first with their answers, paginated', async () => {
    const answer = await send(t.app, 'GET', api(`${API_PATHS.tournamentComments(tournamentId)}?per_page=2`));
    expect(answer.statusCode).toBe(200);
    const page = v.parse(Page, answer.json());
    expect(page.meta.per_page).toBe(2);
    expect(page.data.length).toBeLessThanOrEqual(2);
    expect((await send(t.app, 'GET', api(API_PATHS.tournamentComments(999_999)))).statusCode).toBe(404);
    expect((await send(t.app, 'GET', api(`${API_PATHS.tournamentComments(tournamentId)}?page=0`))).statusCode).toBe(422);
  });

  it('posts a thread and a reply (one level deep) and tells the thread author', async () => {
    const root = v.parse(v.object({ data: TournamentCommentSchema }), (await send(t.app, 'POST', api(API_PATHS.tournamentComments(tournamentId)), { token: player, body: { content: '  <b>Когда</b> плей-офф?  ' } })).json()).data;
    expect(root).toMatchObject({ content: '<b>Когда</b> плей-офф?', parent_id: null, user: { username: 'AidosSniper' } });
    const reply = await send(t.app, 'POST', api(API_PATHS.tournamentComments(tournamentId)), { token: captain, body: { content: 'В субботу', parent_id: root.id } });
    expect(reply.statusCode).toBe(201);
    const nested = (await send(t.app, 'POST', api(API_PATHS.tournamentComments(tournamentId)), { token: admin, body: { content: 'Да', parent_id: reply.json().data.id } })).json().data;
    expect(nested.parent_id).toBe(root.id);
    const page = v.parse(Page, (await send(t.app, 'GET', api(API_PATHS.tournamentComments(tournamentId)))).json());
    expect(page.data[0]?.id).toBe(root.id);
    expect(page.data[0]?.replies.map((r) => r.content)).toEqual(['В субботу', 'Да']);
    const told = await t.world.handle.db.select({ type: notifications.type, data: notifications.data }).from(notifications).where(eq(notifications.userId, await t.userIdOf('player')));
    expect(told.filter((n) => n.type === 'comment_reply').map((n) => n.data.username)).toEqual(['NurlanCaptain']);
  });

  it('refuses guests, a banned player, a tournament with comments off, bad input and a foreign parent', async () => {
    const url = api(API_PATHS.tournamentComments(tournamentId));
    expect((await send(t.app, 'POST', url, { body: { content: 'hi' } })).statusCode).toBe(401);
    const ban = await send(t.app, 'POST', url, { token: banned, body: { content: 'hi' } });
    expect([ban.statusCode, ban.json().code]).toEqual([403, 'errors.comments_banned']);
    if (closedId) {
      const off = await send(t.app, 'POST', api(API_PATHS.tournamentComments(closedId)), { token: player, body: { content: 'hi' } });
      expect([off.statusCode, off.json().code]).toEqual([403, 'errors.tournament_comments_off']);
    }
    const empty = await send(t.app, 'POST', url, { token: player, body: { content: '  ' } });
    expect([empty.statusCode, empty.json().errors]).toEqual([422, { content: ['validation.news.comment_required'] }]);
    const other = await send(t.app, 'POST', url, { token: player, body: { content: 'x', parent_id: 999_999 } });
    expect(other.json().errors).toEqual({ parent_id: ['validation.news.parent_invalid'] });
  });

  it('lets staff only delete, a thread with its answers', async () => {
    const root = (await send(t.app, 'POST', api(API_PATHS.tournamentComments(tournamentId)), { token: captain, body: { content: 'Спам' } })).json().data;
    await send(t.app, 'POST', api(API_PATHS.tournamentComments(tournamentId)), { token: player, body: { content: 'ответ', parent_id: root.id } });
    const url = api(API_PATHS.tournamentComment(tournamentId, root.id));
    expect((await send(t.app, 'DELETE', url)).statusCode).toBe(401);
    expect((await send(t.app, 'DELETE', url, { token: captain })).statusCode).toBe(403);
    expect((await send(t.app, 'DELETE', url, { token: admin })).statusCode).toBe(200);
    expect((await send(t.app, 'DELETE', url, { token: admin })).statusCode).toBe(404);
    const page = v.parse(Page, (await send(t.app, 'GET', api(`${API_PATHS.tournamentComments(tournamentId)}?per_page=100`))).json());
    expect(page.data.map((c) => c.id)).not.toContain(root.id);
    expect(page.data.flatMap((c) => c.replies.map((r) => r.content))).not.toContain('ответ');
  });
});
