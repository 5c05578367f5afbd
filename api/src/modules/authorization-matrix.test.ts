import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { gameProfiles, newsComments, newsPosts, roles, socialAccounts, streamerApplications, streams, teamMembers, teamRoles, teams, tournamentComments, userDocuments, userRoles } from '../db/schema';
import { selectRows } from '../db/sql-helpers';
import { issueToken } from '../sessions/tokens';
import { openAuthWorld, type AuthTestWorld } from '../../test-support/auth-world';
import { multipartBody } from '../../test-support/multipart';

/**
 * The generated authorization matrix (issue 14). It walks the API's route table (Fastify's own, not a
 * hand-kept list) and needs, for every mutating route, a row in some module's permissions table: every
 * `api/src/modules/<module>/permissions.ts` is read by convention, whatever its exported arrays are called
 * (the shapes of http/endpoint-permission.ts, the teams table and the organiser table are understood).
 * Then it calls each mutating route as a guest, a stranger, a member, a manager and the owner of the
 * resource and as staff (admin), and checks 401/403/404 where the rule refuses and no 401/403/404 where it
 * allows (an empty body then answers 422, which is past authorization).
 */

type Actor = 'guest' | 'stranger' | 'member' | 'manager' | 'owner' | 'staff';
const ACTORS: readonly Actor[] = ['guest', 'stranger', 'member', 'manager', 'owner', 'staff'];
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Row {
  method: string;
  /** Under /api, parameters written {name}. */
  path: string;
  /** Actors the rule lets through. */
  allowed: ReadonlySet<Actor>;
  /** Where the table came from (for failure messages). */
  source: string;
  /** The team is named in the body (team tables). */
  teamInBody: boolean;
}

/** Who passes each rule: the relation ranks (member < manager < owner) and staff beside them. */
const RULE_ACTORS: Record<string, readonly Actor[]> = {
  guest: ACTORS,
  user: ['stranger', 'member', 'manager', 'owner', 'staff'],
  member: ['member', 'manager', 'owner'],
  manager: ['manager', 'owner'],
  owner: ['owner'],
  staff: ['staff'],
  // Organiser tables: the organiser role or staff; the owning organiser or staff; admins.
  organizer: ['staff'],
  admin: ['staff'],
};
const ORGANIZER_OWNER_RULE = 'organizer-owner';

const withApi = (path: string) => (path.startsWith('/api/') ? path : `/api${path}`);

/** Every row of every module's permissions.ts, in one shape. */
async function permissionRows(): Promise<Row[]> {
  const modulesDir = __dirname;
  const rows: Row[] = [];
  for (const module of readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    let exports: Record<string, unknown>;
    try {
      exports = (await import(join(modulesDir, module.name, 'permissions'))) as Record<string, unknown>;
    } catch {
      continue;
    }
    for (const [name, value] of Object.entries(exports)) {
      if (!Array.isArray(value)) continue;
      const organizerTable = value.some((item: { rule?: string }) => item.rule === 'organizer' || item.rule === 'admin');
      for (const item of value as { method?: string; path?: string; allow?: readonly string[]; rule?: string; team?: string }[]) {
        if (typeof item.method !== 'string' || typeof item.path !== 'string') continue;
        const rules = item.allow ?? (item.rule === undefined ? [] : [organizerTable && item.rule === 'owner' ? ORGANIZER_OWNER_RULE : item.rule]);
        const allowed = new Set<Actor>(rules.flatMap((rule) => (rule === ORGANIZER_OWNER_RULE ? ['staff' as const] : (RULE_ACTORS[rule] ?? []))));
        rows.push({ method: item.method, path: withApi(item.path), allowed, source: `modules/${module.name}/permissions.ts ${name}`, teamInBody: item.team === 'body' });
      }
    }
  }
  return rows;
}

/** method + path of every route in Fastify's route table (printRoutes' tree, walked). */
function routeTable(tree: string): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push({ method, path: path.replace(/:([A-Za-z_]+)/g, '{$1}') });
  }
  return routes;
}

describe('authorization matrix over every mutating API route', () => {
  let t: AuthTestWorld;
  let rows: Row[];
  const ids = { team: 0, member: 0, manager: 0, owner: 0, stranger: 0, staff: 0, gameProfile: 0, document: 0, social: 0, organizer: 0, hash: '', post: '', adminPost: 0, comment: 0, streamer: 0, stream: 0, chat: 0, chatMessage: 0, tournamentComment: 0 };
  let baseline: (typeof teamMembers.$inferSelect)[] = [];

  beforeAll(async () => {
    t = await openAuthWorld('pglite');
    rows = await permissionRows();
    const db = t.world.handle.db;
    const [wolves] = await db.select({ id: teams.id, hash: teams.inviteHash }).from(teams).where(eq(teams.slug, 'almaty-wolves'));
    ids.team = wolves?.id ?? 0;
    ids.hash = wolves?.hash ?? '';
    const [manager] = await db
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .innerJoin(teamRoles, eq(teamRoles.id, teamMembers.roleId))
      .where(and(eq(teamMembers.teamId, ids.team), eq(teamRoles.code, 'manager')));
    ids.manager = manager?.userId ?? 0;
    ids.owner = await t.userIdOf('captain');
    ids.member = await t.userIdOf('player');
    ids.stranger = await t.userIdOf('newbie');
    ids.staff = await t.userIdOf('admin');
    ids.gameProfile = (await db.select({ id: gameProfiles.id }).from(gameProfiles).where(eq(gameProfiles.userId, ids.owner)))[0]?.id ?? 0;
    ids.document = (await db.select({ id: userDocuments.id }).from(userDocuments).where(eq(userDocuments.userId, ids.owner)))[0]?.id ?? 0;
    ids.social = (await db.select({ id: socialAccounts.id }).from(socialAccounts).where(eq(socialAccounts.userId, ids.owner)))[0]?.id ?? 0;
    ids.organizer = (await db.select({ userId: userRoles.userId }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(roles.name, 'organizer')))[0]?.userId ?? 0;
    baseline = await db.select().from(teamMembers).where(eq(teamMembers.teamId, ids.team));
    // The owner's records in the content modules: a comment under a published post, a streamer application.
    const [post, otherPost] = await db.select({ id: newsPosts.id, slug: newsPosts.slug }).from(newsPosts).where(eq(newsPosts.status, 'published')).orderBy(newsPosts.id).limit(2);
    ids.post = post?.slug ?? '';
    // Staff's writes (including a delete) go to another post, so the players' rows still find theirs.
    ids.adminPost = otherPost?.id ?? 0;
    const [comment] = post ? await db.insert(newsComments).values({ postId: post.id, userId: ids.owner, content: 'Matrix comment' }).returning({ id: newsComments.id }) : [];
    ids.comment = comment?.id ?? 0;
    // A comment of the owner under tournament 1, for the staff's delete of tournament comments.
    const [tournamentComment] = await db.insert(tournamentComments).values({ tournamentId: 1, userId: ids.owner, content: 'Matrix comment' }).returning({ id: tournamentComments.id });
    ids.tournamentComment = tournamentComment?.id ?? 0;
    const [streamer] = await db
      .insert(streamerApplications)
      .values({ userId: ids.owner, channel: 'https://www.twitch.tv/matrixowner', telegram: '@matrixowner', followersCount: 10 })
      .onConflictDoNothing()
      .returning({ id: streamerApplications.id });
    ids.streamer = streamer?.id ?? (await db.select({ id: streamerApplications.id }).from(streamerApplications).where(eq(streamerApplications.userId, ids.owner)))[0]?.id ?? 0;
    // A live stream of the owner's, for the end-stream call.
    const [live] = await db
      .insert(streams)
      .values({ userId: ids.owner, title: 'Matrix stream', platform: 'twitch', channelUrl: 'https://www.twitch.tv/matrixowner', embedId: 'matrixowner', isLive: true, startedAt: new Date() })
      .returning({ id: streams.id });
    ids.stream = live?.id ?? 0;
    // A captains' chat the team plays in (its owner and managers are members), with a message for staff to remove;
    // not in tournament or stage 1, which the organiser rows delete.
    const [chat] = await selectRows<{ chat: number; message: number }>(
      db,
      sql`select c.id as chat, m.id as message from chats c join stages s on s.id = c.stage_id join tournaments t on t.id = s.tournament_id
        join stage_teams st on st.stage_id = s.id join tournament_teams tt on tt.id = st.tournament_team_id and tt.team_id = ${ids.team}
        join chat_messages m on m.chat_id = c.id where t.is_published and t.with_cap_chats and t.id <> 1 and s.id <> 1 order by c.id, m.id limit 1`,
    );
    ids.chat = chat?.chat ?? 0;
    ids.chatMessage = chat?.message ?? 0;
    // Seeding the demo world on a busy machine can take longer than the default minute.
  }, 180_000);

  /** The team's members as seeded (a call may have joined, left or removed someone). */
  const resetTeam = async () => {
    const db = t.world.handle.db;
    await db.delete(teamMembers).where(eq(teamMembers.teamId, ids.team));
    if (baseline.length > 0) await db.insert(teamMembers).values(baseline).onConflictDoNothing();
  };
  afterAll(() => t?.dispose());

  /** The owner's comment and streamer application as they were (an allowed delete took them away). */
  const resetContent = async () => {
    const db = t.world.handle.db;
    if (ids.comment) await db.update(newsComments).set({ deletedAt: null }).where(eq(newsComments.id, ids.comment));
    if (ids.tournamentComment) await db.update(tournamentComments).set({ deletedAt: null }).where(eq(tournamentComments.id, ids.tournamentComment));
    if (ids.streamer) {
      await db
        .insert(streamerApplications)
        .values({ id: ids.streamer, userId: ids.owner, channel: 'https://www.twitch.tv/matrixowner', telegram: '@matrixowner', followersCount: 10 })
        .onConflictDoNothing();
    }
  };

  it('has a permissions row for every mutating route', () => {
    const routes = routeTable(t.app.printRoutes({ commonPrefix: false })).filter((route) => MUTATING.has(route.method) && route.path.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(40);
    const known = new Set(rows.map((row) => `${row.method} ${row.path}`));
    const missing = routes.map((route) => `${route.method} ${route.path}`).filter((route) => !known.has(route));
    // Add a row for each to the permissions.ts of the module that serves it (see http/endpoint-permission.ts).
    expect({ routesWithoutAPermissionsRow: missing }).toEqual({ routesWithoutAPermissionsRow: [] });
  });

  it('refuses and allows each caller as its row says', async () => {
    const userOf: Record<Exclude<Actor, 'guest'>, number> = { stranger: ids.stranger, member: ids.member, manager: ids.manager, owner: ids.owner, staff: ids.staff };
    /** The record the path names: the owner's team, game profile, document or social account. */
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
      return '1';
    };
    const fill = (path: string) =>
      path
        .replace('{user}', String(ids.member))
        .replace('{chatId}', String(ids.chat))
        .replace('{commentId}', String(ids.tournamentComment))
        .replace(/^\/api\/admin\/organizers\/\{id\}/, `/api/admin/organizers/${ids.organizer}`)
        .replace(/\{[a-z_]+\}/g, () => resourceOf(path));
    const bodyOf = (row: Row): Record<string, unknown> => {
      if (row.teamInBody) return { teamId: ids.team, userId: ids.member };
      if (row.path === '/api/team/participate/{id}') return { hash: ids.hash };
      if (row.path === '/api/team/change/member/role/{team}/{user}') return { codeRole: 'manager' };
      return {};
    };
    // Calls that take the resource away run last, so every other row still finds it.
    const weight = (row: Row) => (row.method === 'DELETE' ? 2 : row.path.endsWith('/leave') || row.path.includes('/detach/') ? 1 : 0);
    const mutating = rows.filter((row) => MUTATING.has(row.method)).sort((a, b) => weight(a) - weight(b));
    const wrong: string[] = [];
    let calls = 0;
    for (const row of mutating) {
      // Leave and delete: refusals first, then the callers allowed.
      const order = [...ACTORS].sort((a, b) => Number(row.allowed.has(a)) - Number(row.allowed.has(b)));
      for (const actor of order) {
        const token = actor === 'guest' ? undefined : (await issueToken(t.world.handle.db, userOf[actor], { ttlMs: 600_000 })).token;
        if (row.path.startsWith('/api/team')) await resetTeam();
        if (row.method === 'DELETE') await resetContent();
        // The logo change is a multipart form (_method=PUT); the other calls send JSON.
        const multipart = row.method === 'POST' && row.path === '/api/team/{id}' ? multipartBody([{ name: '_method', value: 'PUT' }]) : null;
        const response = multipart
          ? await t.app.inject({ method: 'POST', url: fill(row.path), payload: multipart.payload, headers: { ...multipart.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) }, remoteAddress: t.nextIp() })
          : await t.call(row.method as 'POST', fill(row.path), bodyOf(row), { token });
        calls += 1;
        const status = response.statusCode;
        const refused = status === 401 || status === 403 || status === 404;
        const allowed = row.allowed.has(actor);
        const expectedRefusal = actor === 'guest' ? [401] : [403, 404];
        if (allowed && refused) wrong.push(`${row.method} ${row.path} as ${actor}: ${status}, expected past authorization (${row.source})`);
        if (!allowed && !expectedRefusal.includes(status)) wrong.push(`${row.method} ${row.path} as ${actor}: ${status}, expected ${expectedRefusal.join(' or ')} (${row.source})`);
        if (status >= 500) wrong.push(`${row.method} ${row.path} as ${actor}: ${status}`);
      }
    }
    console.info(`authorization matrix: ${mutating.length} mutating routes x ${ACTORS.length} callers = ${calls} calls`);
    expect(wrong).toEqual([]);
    // About 12 s alone; a busy machine can take several times that.
  }, 240_000);
});
