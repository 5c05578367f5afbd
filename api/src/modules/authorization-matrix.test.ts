import { eq, sql } from 'drizzle-orm';
import { newsComments, streamerApplications, teamMembers, tournamentComments } from './../db/schema';
import { selectRows } from '../db/sql-helpers';
import { issueToken } from '../sessions/tokens';
import { openAuthWorld, type AuthTestWorld } from '../../test-support/auth-world';
import { multipartBody } from '../../test-support/multipart';
import { preparePicture, RECIPES } from '../../test-support/authorization-matrix/bodies';
import type { Call, MatrixContext } from '../../test-support/authorization-matrix/recipe';
import { PUBLIC_READS, READ_CASES, type ReadIds } from '../../test-support/authorization-matrix/reads';
import { ACTORS, MUTATING, permissionRows, routeTable, type Actor, type Row } from '../../test-support/authorization-matrix/routes';
import { lookUpIds, type MatrixIds } from '../../test-support/authorization-matrix/world';

/**
 * The generated authorization matrix. It walks the API's route table (Fastify's own, not a
 * hand-kept list) and needs, for every mutating route, a row in some module's permissions table
 * (test-support/authorization-matrix/routes.ts) and, where the rule refuses someone, a valid request
 * (test-support/authorization-matrix/bodies.ts). Each mutating route is called as a guest, a stranger, a member, a
 * manager and the owner of the demo team (and of the captain's records), the organiser who owns the
 * tournament the path names, another organiser and staff (admin): a refused caller must get 401/403/404, an
 * allowed one a 2xx or a business answer its recipe lists. Then every GET route with a path parameter is
 * either public or read by every caller as test-support/authorization-matrix/reads.ts says.
 */
describe('authorization matrix over every API route', () => {
  let t: AuthTestWorld;
  let rows: Row[];
  let ids: MatrixIds;
  let ctx: MatrixContext;
  let baseline: (typeof teamMembers.$inferSelect)[] = [];
  let counter = 0;

  const userOf = (actor: Actor): number => (actor === 'guest' ? 0 : ids[actor]);
  const tokenOf = async (actor: Actor) => {
    const user = userOf(actor);
    if (user === 0) return undefined;
    // A fresh session per call: a password change or a logout ends the caller's other sessions.
    return (await issueToken(t.world.handle.db, user, { ttlMs: 600_000 })).token;
  };
  const inject = async (method: string, url: string, token: string | undefined, body?: { json?: unknown; multipart?: Parameters<typeof multipartBody>[0] }) => {
    const auth: Record<string, string> = { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    if (body?.multipart) {
      const form = multipartBody(body.multipart);
      return t.app.inject({ method: method as 'POST', url, payload: form.payload, headers: { ...auth, ...form.headers }, remoteAddress: t.nextIp() });
    }
    return t.app.inject({ method: method as 'POST', url, headers: auth, remoteAddress: t.nextIp(), ...(body?.json === undefined ? {} : { payload: body.json as Record<string, unknown> }) });
  };

  beforeAll(async () => {
    t = await openAuthWorld('pglite');
    rows = await permissionRows(__dirname);
    await preparePicture();
    // A fresh session each time: the staff's own password change and logout end the earlier ones.
    const asStaff: MatrixContext['asStaff'] = async (method, url, body) => inject(method, url, await t.tokenOf('admin'), body === undefined ? undefined : { json: body });
    ids = await lookUpIds(t, async (email, organization) => {
      const granted = await asStaff('POST', '/api/admin/organizers', { user: email, organization_name: organization });
      expect([email, granted.statusCode]).toEqual([email, 201]);
    });
    ctx = { t, ids, asStaff, unique: (prefix) => `${prefix}-${(counter += 1)}` };
    const db = t.world.handle.db;
    baseline = await db.select().from(teamMembers).where(eq(teamMembers.teamId, ids.team));
    // What the organiser rows change and put back: the owned tournament as seeded, the application the reviews take.
    await db.execute(sql`create table matrix_owned as select * from tournaments where id = ${ids.owned}`);
    await db.execute(sql`create table matrix_reviewed as select id from tournament_entries where tournament_id = ${ids.ownedInPlay} and status = 'rejected' order by id limit 1`);
    await db.execute(sql`create table matrix_waiting as select id from tournament_entries where team_id = ${ids.team} and status = 'await'`);
    // Going live needs the streamer role: the captain (the matrix's owner) holds it.
    await db.execute(sql`insert into user_roles (user_id, role_id) select ${ids.owner}, id from roles where name = 'streamer' on conflict do nothing`);
    // Seeding the demo world on a busy machine can take longer than the default minute.
  }, 180_000);
  afterAll(() => t?.dispose());

  /** The team's members as seeded (a call may have joined, left or removed someone). */
  const resetTeam = async () => {
    const db = t.world.handle.db;
    await db.delete(teamMembers).where(eq(teamMembers.teamId, ids.team));
    if (baseline.length > 0) await db.insert(teamMembers).values(baseline).onConflictDoNothing();
  };
  /** The owner's comment and streamer application as they were (an allowed delete took them away). */
  const resetContent = async () => {
    const db = t.world.handle.db;
    if (ids.comment) await db.update(newsComments).set({ deletedAt: null }).where(eq(newsComments.id, ids.comment));
    if (ids.chatMessage) await db.execute(sql`update chat_messages set deleted_at = null where id = ${ids.chatMessage}`);
    if (ids.tournamentComment) await db.update(tournamentComments).set({ deletedAt: null }).where(eq(tournamentComments.id, ids.tournamentComment));
    if (ids.streamer) {
      await db
        .insert(streamerApplications)
        .values({ id: ids.streamer, userId: ids.owner, channel: 'https://www.twitch.tv/matrixowner', telegram: '@matrixowner', followersCount: 10 })
        .onConflictDoNothing();
    }
  };

  it('has a permissions row for every mutating route, and a valid request for each that refuses someone', () => {
    const routes = routeTable(t.app.printRoutes({ commonPrefix: false })).filter((route) => MUTATING.has(route.method) && route.path.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(40);
    const known = new Set(rows.map((row) => `${row.method} ${row.path}`));
    const missing = routes.map((route) => `${route.method} ${route.path}`).filter((route) => !known.has(route));
    // Add a row for each to the permissions.ts of the module that serves it (see http/endpoint-permission.ts).
    expect({ routesWithoutAPermissionsRow: missing }).toEqual({ routesWithoutAPermissionsRow: [] });
    // ... and a recipe to test-support/authorization-matrix/bodies.ts (DELETE takes no body).
    const withoutRecipe = rows.filter((row) => MUTATING.has(row.method) && row.method !== 'DELETE' && row.allowed.size < ACTORS.length && !RECIPES[`${row.method} ${row.path}`]);
    expect({ routesWithoutARecipe: withoutRecipe.map((row) => `${row.method} ${row.path}`) }).toEqual({ routesWithoutARecipe: [] });
  });

  it('reads: every GET route with a path parameter is public or answers each caller as reads.ts says', async () => {
    const gets = routeTable(t.app.printRoutes({ commonPrefix: false })).filter((route) => route.method === 'GET' && route.path.includes('{'));
    const decided = new Set([...READ_CASES.map((c) => c.route), ...PUBLIC_READS]);
    expect({ readRoutesWithoutADecision: gets.map((route) => route.path).filter((path) => !decided.has(path)) }).toEqual({ readRoutesWithoutADecision: [] });
    const one = async <T>(query: ReturnType<typeof sql>) => (await selectRows<T>(t.world.handle.db, query))[0];
    const privateGroup = await one<{ stage: number; group: number; stage_team: number }>(
      sql`select s.id as stage, g.id as group, (select st.id from stage_teams st where st.group_id = g.id order by st.id limit 1) as stage_team
        from stages s join stage_groups g on g.stage_id = s.id where s.tournament_id = ${ids.privateTournament} order by s.sort_order, g.id limit 1`,
    );
    const lobby = await one<{ stage_team: number; group: number }>(
      sql`select st.id as stage_team, st.group_id as group from stage_teams st join tournament_teams tt on tt.id = st.tournament_team_id join stage_groups g on g.id = st.group_id
        join stages s on s.id = st.stage_id where s.tournament_id = ${ids.ownedInPlay} and tt.team_id = ${ids.team} and g.status = 'game-process' limit 1`,
    );
    const readIds: MatrixIds & ReadIds = {
      ...ids,
      privateStage: privateGroup?.stage ?? 0,
      privateGroup: privateGroup?.group ?? 0,
      privateStageTeam: privateGroup?.stage_team ?? 0,
      waitingEntry: (await one<{ id: number }>(sql`select id from matrix_waiting order by id limit 1`))?.id ?? 0,
      inPlayGroup: lobby?.group ?? 0,
      lobbyStageTeam: lobby?.stage_team ?? 0,
      documentKey: (await one<{ key: string }>(sql`select f.key from media_files f where f.purpose = 'document' order by f.id limit 1`))?.key ?? 'none',
    };
    const wrong: string[] = [];
    let calls = 0;
    for (const read of READ_CASES) {
      for (const actor of ACTORS) {
        const response = await inject('GET', read.url(readIds), await tokenOf(actor));
        calls += 1;
        const status = response.statusCode;
        const allowed = read.allowed.includes(actor);
        const refusal = actor === 'guest' ? [401, 403, 404] : [403, 404];
        if (allowed && status !== 200) wrong.push(`GET ${read.route} (${read.note}) as ${actor}: ${status}, expected 200`);
        if (!allowed && !refusal.includes(status)) wrong.push(`GET ${read.route} (${read.note}) as ${actor}: ${status}, expected ${refusal.join('/')}`);
      }
    }
    // With the private tournament's hash, anyone reads it.
    for (const url of [`/api/v1/client/tournament/private-scrim-cup`, `/api/v1/client/tournament/private-scrim-cup/grid`, `/api/v1/client/tournament/entries/${ids.privateTournament}`]) {
      for (const actor of ['guest', 'stranger'] as const) {
        const status = (await inject('GET', `${url}?hash=${ids.privateHash}`, await tokenOf(actor))).statusCode;
        calls += 1;
        if (status !== 200) wrong.push(`GET ${url} with its hash as ${actor}: ${status}, expected 200`);
      }
    }
    // A match's lobby credentials: only the players named for the group's teams, once the window opens; the rest read the match without them.
    const named = new Set(
      (await selectRows<{ user_id: number }>(t.world.handle.db, sql`select m.user_id from stage_team_members m where m.stage_team_id in (select id from stage_teams where group_id = ${readIds.inPlayGroup})`)).map(
        (row) => row.user_id,
      ),
    );
    expect(ACTORS.some((actor) => named.has(userOf(actor)))).toBe(true);
    for (const actor of ACTORS) {
      const response = await inject('GET', `/api/v1/client/match/${readIds.lobbyStageTeam}`, await tokenOf(actor));
      calls += 1;
      const lobby = (response.json() as { data?: { lobby?: { lobby_id?: string; lobby_password?: string } | null } }).data?.lobby;
      const sees = lobby?.lobby_id !== undefined || lobby?.lobby_password !== undefined;
      if (response.statusCode !== 200 || sees !== named.has(userOf(actor))) wrong.push(`GET match lobby as ${actor}: ${response.statusCode}, lobby ${sees ? 'shown' : 'hidden'}, named ${named.has(userOf(actor))}`);
    }
    console.info(`authorization matrix (reads): ${READ_CASES.length} guarded reads x ${ACTORS.length} callers + ${PUBLIC_READS.length} public; ${calls} calls`);
    expect(wrong).toEqual([]);
  }, 120_000);

  /** The record the path names: the owner's team, game profile, document or social account, and so on. */
  const resourceOf = (path: string): string => {
    if (path.startsWith('/api/team')) return String(ids.team);
    if (path.includes('game_profile')) return String(ids.gameProfile);
    if (path.includes('user-document')) return String(ids.document || 999_999);
    if (path.includes('social-account')) return String(ids.social);
    if (path.startsWith('/api/v1/client/blog/comments/')) return String(ids.comment);
    if (path.startsWith('/api/admin/blog/')) return String(ids.adminPost);
    if (path.startsWith('/api/v1/client/blog/')) return ids.post;
    if (path.startsWith('/api/v1/client/streamers/')) return String(ids.streamer);
    if (path.startsWith('/api/v1/client/streams/')) return String(ids.stream);
    if (path.startsWith('/api/v1/client/chats/')) return String(ids.chatMessage);
    if (path.startsWith('/api/admin/help-requests/')) return String(2);
    return '1';
  };
  const fill = (path: string, params: Record<string, string | number>) =>
    path
      .replace(/\{([a-zA-Z_]+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])))
      .replace('{user}', String(ids.member))
      .replace('{chatId}', String(ids.chat))
      .replace('{commentId}', String(ids.tournamentComment))
      .replace(/\{[a-zA-Z_]+\}/g, () => resourceOf(path));

  it('refuses and allows each caller as its row says, with a valid request', async () => {
    // Calls that take the resource away run last, so every other row still finds it.
    const weight = (row: Row) => (row.method === 'DELETE' ? 2 : row.path.endsWith('/leave') || row.path.includes('/detach/') ? 1 : 0);
    const mutating = rows.filter((row) => MUTATING.has(row.method)).sort((a, b) => weight(a) - weight(b));
    const wrong: string[] = [];
    let calls = 0;
    for (const row of mutating) {
      const recipe = RECIPES[`${row.method} ${row.path}`];
      // Refusals first, then the callers allowed (a leave or a delete takes the record away).
      const order = [...ACTORS].sort((a, b) => Number(row.allowed.has(a)) - Number(row.allowed.has(b)));
      for (const actor of order) {
        if (row.path.startsWith('/api/team')) await resetTeam();
        if (row.method === 'DELETE') await resetContent();
        const call: Call = { ctx, actor, userId: userOf(actor) };
        const params = (await recipe?.params?.(call)) ?? {};
        const body = recipe?.multipart ? { multipart: recipe.multipart(call) } : { json: recipe?.json ? await recipe.json(call) : row.method === 'DELETE' ? undefined : row.teamInBody ? { teamId: ids.team, userId: ids.member } : {} };
        const response = await inject(row.method, fill(row.path, params), await tokenOf(actor), body);
        await recipe?.reset?.(ctx);
        calls += 1;
        const status = response.statusCode;
        const code = status >= 400 ? String((response.json() as { code?: string }).code) : '';
        const allowed = row.allowed.has(actor);
        const expectedRefusal = actor === 'guest' ? [401] : [403, 404];
        const label = `${row.method} ${row.path} as ${actor}: ${status} ${code}`;
        // With a valid request: a 2xx or a listed business answer; without one (open to guests, or a delete): past authorization.
        const past = recipe || row.method === 'DELETE' ? status < 300 || (recipe?.business ?? []).some((b) => b.status === status && b.code === code) : ![401, 403, 404].includes(status);
        if (allowed && !past) wrong.push(`${label}, expected ${recipe ? '2xx' : 'past authorization'} (${row.source}) ${response.body.slice(0, 200)}`);
        if (!allowed && !expectedRefusal.includes(status)) wrong.push(`${label}, expected ${expectedRefusal.join(' or ')} (${row.source})`);
      }
    }
    console.info(`authorization matrix: ${mutating.length} mutating routes x ${ACTORS.length} callers = ${calls} calls`);
    expect(wrong).toEqual([]);
    // About 20 s alone; a busy machine can take several times that.
  }, 240_000);

});
