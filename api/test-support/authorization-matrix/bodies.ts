import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { hashPassword } from '../../src/db/password-hash';
import { selectRows } from '../../src/db/sql-helpers';
import { inDays, type MatrixContext, type Recipe } from './recipe';
import { ORGANIZER_RECIPES } from './organizer-bodies';

/**
 * A valid request for every mutating route whose rule refuses someone (routes open to guests are past
 * authorization for everyone and need none): the ids of the demo world (authorization-matrix/world.ts),
 * uploads as multipart. An allowed caller must then get a 2xx or one of the business answers listed with
 * its reason; a refused caller 401/403/404.
 */
const rows = <T>(ctx: MatrixContext, query: ReturnType<typeof sql>) => selectRows<T>(ctx.t.world.handle.db, query);
const KNOWN_PASSWORD = 'Matrix-Known-Pass-71';
export const picture = () => sharp({ create: { width: 48, height: 48, channels: 3, background: '#2e8b57' } }).png().toBuffer();
let png: Buffer = Buffer.alloc(0);
export const preparePicture = async () => {
  png = await picture();
};

/** An open tournament the demo team has not applied to (almaty-open-cup) and its first group in registration. */
const openTournament = async (ctx: MatrixContext) =>
  (await rows<{ tournament_id: number; group_id: number }>(ctx, sql`select t.id as tournament_id, g.id as group_id from tournaments t join stages s on s.tournament_id = t.id join stage_groups g on g.stage_id = s.id where t.slug = 'almaty-open-cup' and g.status = 'registration' order by s.sort_order, g.id limit 1`))[0];
/** A line-up naming the demo team's owner, manager and member (and one more player). */
const lineUp = (ctx: MatrixContext) => [ctx.ids.owner, ctx.ids.manager, ctx.ids.member, ...ctx.ids.players.filter((id) => ![ctx.ids.owner, ctx.ids.manager, ctx.ids.member].includes(id))].slice(0, 4);
/** A waiting application of the demo team to the open tournament, made for a call that withdraws it (and removed after). */
const withdrawable = async (ctx: MatrixContext) => {
  const open = await openTournament(ctx);
  const [row] = await rows<{ id: number }>(
    ctx,
    sql`insert into tournament_entries (tournament_id, team_id, stage_id, group_id, status) select ${open?.tournament_id}, ${ctx.ids.team}, g.stage_id, g.id, 'await' from stage_groups g where g.id = ${open?.group_id}
      on conflict do nothing returning id`,
  );
  if (row) await ctx.t.world.handle.db.execute(sql`insert into tournament_entry_members (entry_id, user_id) select ${row.id}, unnest(${`{${lineUp(ctx).join(',')}}`}::int[])`);
  return row?.id ?? 0;
};
/**
 * A room that starts tomorrow with a place for every caller, opened once per run: the demo world's rooms start
 * from noon of the seeding day, so by the afternoon its first room has started and refuses joins.
 */
const upcomingRooms = new WeakMap<MatrixContext, number>();
const upcomingRoom = async (ctx: MatrixContext) => {
  const known = upcomingRooms.get(ctx);
  if (known) return known;
  const [row] = await rows<{ id: number }>(
    ctx,
    sql`insert into custom_games (host_id, game_id, mode, title, start_time, slots, room_id, room_password)
      values (${ctx.ids.owner}, 1, 'tdm', ${ctx.unique('Matrix upcoming room')}, ${inDays(1)}, 16, '7654321', '1234') returning id`,
  );
  upcomingRooms.set(ctx, row?.id ?? 0);
  return row?.id ?? 0;
};
const dropWithdrawable = async (ctx: MatrixContext) => {
  await ctx.t.world.handle.db.execute(sql`delete from tournament_entries where team_id = ${ctx.ids.team} and tournament_id = (select id from tournaments where slug = 'almaty-open-cup')`);
};
/** The demo team's place in a group of the tournament in play that has not started (for the game time approval). */
const comingGroup = async (ctx: MatrixContext) =>
  (await rows<{ id: number }>(ctx, sql`select st.id from stage_teams st join tournament_teams tt on tt.id = st.tournament_team_id join stage_groups g on g.id = st.group_id where tt.team_id = ${ctx.ids.team} and g.status = 'registration' order by st.id limit 1`))[0]?.id ?? 0;

const PLAYER_RECIPES: Record<string, Recipe> = {
  // Applications: the demo team (named in the body or by its entry) applies, changes and answers.
  'POST /api/v1/client/{tournament_id}': {
    params: async ({ ctx }) => ({ tournament_id: (await openTournament(ctx))?.tournament_id ?? 0 }),
    json: async ({ ctx }) => {
      const open = await openTournament(ctx);
      return { team_id: ctx.ids.team, tournament_id: open?.tournament_id, group_id: open?.group_id, members: lineUp(ctx) };
    },
    reset: async (ctx) => {
      await ctx.t.world.handle.db.execute(sql`delete from tournament_entries where team_id = ${ctx.ids.team} and tournament_id = (select id from tournaments where slug = 'almaty-open-cup')`);
    },
  },
  'POST /api/v1/tournament/participate/resend': {
    json: async ({ ctx }) => {
      await withdrawable(ctx);
      const open = await openTournament(ctx);
      return { team_id: ctx.ids.team, tournament_id: open?.tournament_id, group_id: open?.group_id, members: lineUp(ctx) };
    },
    reset: dropWithdrawable,
  },
  'POST /api/v1/client/tournament-entry/{id}/decline': { params: async ({ ctx }) => ({ id: await withdrawable(ctx) }), json: () => ({}), reset: dropWithdrawable },
  'POST /api/v1/client/tournament-entry/{id}/status': { params: async ({ ctx }) => ({ id: await withdrawable(ctx) }), json: () => ({ status: 2 }), reset: dropWithdrawable },
  'POST /api/v1/client/group-team/approve': { json: async ({ ctx }) => ({ stage_team_id: await comingGroup(ctx), is_approve_game_time: 1 }) },
  'POST /api/v1/client/tournament-entry/{id}/replacement-members': {
    params: async ({ ctx }) => ({ id: await withdrawable(ctx) }),
    json: async ({ ctx }) => {
      const entry = (await rows<{ group_id: number; stage_id: number }>(ctx, sql`select group_id, stage_id from tournament_entries where team_id = ${ctx.ids.team} and tournament_id = (select id from tournaments where slug = 'almaty-open-cup')`))[0];
      return { groupId: entry?.group_id, stageId: entry?.stage_id, userIds: lineUp(ctx) };
    },
    reset: dropWithdrawable,
  },
  'POST /api/tournament/select/next-stage/{tournament_id}': {
    params: ({ ctx }) => ({ tournament_id: ctx.ids.ownedInPlay }),
    json: async ({ ctx }) => ({ group_id: (await rows<{ id: number }>(ctx, sql`select g.id from stage_groups g join stages s on s.id = g.stage_id where s.tournament_id = ${ctx.ids.ownedInPlay} order by s.sort_order desc, g.id limit 1`))[0]?.id, members: lineUp(ctx) }),
    business: [{ status: 409, code: 'application.no_next_stage', reason: "the caller's own team is looked up, and no team of the demo world waits for a group of a next stage" }],
  },
  // Sign-in accounts of the caller's own: the code and the provider's signature are checked after authorization.
  'POST /api/auth/logout': { json: () => ({}) },
  'POST /api/v1/client/whatsapp/attach': { json: ({ userId }) => ({ phone: `+7701${String(5_000_000 + userId)}`, country_code: 'kz', number_code: '7', g_recaptcha_response: 'bot-check-disabled' }) },
  'POST /api/v1/client/whatsapp/send-code/verify-whatsapp': {
    json: ({ userId }) => ({ phone: `+7701${String(5_000_000 + userId)}`, country_code: 'kz', number_code: '7', code: '000000' }),
    business: [{ status: 422, code: 'errors.validation_failed', reason: 'the one-time code is checked past authorization (no code was sent)' }],
  },
  'POST /api/user/profile/social-account/attach': {
    json: () => ({ provider: 'google', token: 'matrix-token' }),
    business: [{ status: 422, code: 'social.provider_not_offered', reason: 'no sign-in provider is configured in tests' }],
  },
  'POST /api/user/profile/social-account/attach/telegram': {
    json: () => ({ id: 777_000_001, auth_date: Math.floor(Date.now() / 1000), hash: 'a'.repeat(64), first_name: 'Matrix' }),
    business: [{ status: 422, code: 'social.provider_not_offered', reason: 'Telegram sign-in is not configured in tests' }],
  },
  'POST /api/user/profile/social-account/detach/{id}': { json: () => ({}) },
  'POST /api/v1/client/calendar-feed': { json: () => ({}) },
  'POST /api/v1/client/custom-games': { json: ({ ctx }) => ({ game_id: 1, mode: 'tdm', title: ctx.unique('Matrix room'), start_time: inDays(1), slots: 2, room_id: '1234567', room_password: '9876' }) },
  'POST /api/v1/client/custom-games/{id}/join': { params: async ({ ctx }) => ({ id: await upcomingRoom(ctx) }), json: () => ({}) },
  'POST /api/v1/client/custom-games/{id}/leave': { params: async ({ ctx }) => ({ id: await upcomingRoom(ctx) }), json: () => ({}) },
  'POST /api/user-document': {
    multipart: () => [
      { name: 'files[0]', value: Buffer.from('%PDF-1.4\n% matrix\n'), filename: 'passport.pdf', type: 'application/pdf' },
      { name: 'privacy_policy_read', value: '1' },
    ],
  },
  'POST /api/v1/client/help-requests': { json: () => ({ category: 'tournament', subject: 'Replacement', message: 'Can I replace a player after the entry was accepted?', contact_channel: 'telegram', contact: '@matrix_caller' }) },
  'POST /api/admin/help-requests/{id}/replies': { json: () => ({ message: 'Thanks, we are looking into it.' }) },
  'POST /api/v1/client/chats/{chatId}/messages': {
    multipart: () => [
      { name: 'text', value: 'Matrix message' },
      { name: 'image', value: png, filename: 'map.png', type: 'image/png' },
    ],
  },
  'POST /api/v1/client/chats/{chatId}/read': { json: ({ ctx }) => ({ message_id: ctx.ids.chatMessage }) },
  'POST /api/v1/client/blog/{slug}/comments': { json: () => ({ content: 'Matrix says well played' }) },
  'POST /api/v1/client/blog/{slug}/like': { json: () => ({}) },
  'POST /api/admin/blog': { json: ({ ctx }) => ({ slug: ctx.unique('matrix-post'), translations: { ru: { title: 'Матрица', body: 'Текст' } } }) },
  'PUT /api/admin/blog/{id}': { json: ({ ctx }) => ({ slug: ctx.unique('matrix-edit'), translations: { ru: { title: 'Матрица', body: 'Текст' } } }) },
  'POST /api/admin/blog/{id}/publish': { json: () => ({}) },
  'POST /api/admin/blog/{id}/unpublish': { json: () => ({}) },
  'POST /api/user/notification/mark-as-read/{id}': {
    params: async ({ ctx }) => ({ id: (await rows<{ id: number }>(ctx, sql`select id from notifications where user_id = ${ctx.ids.owner} order by id limit 1`))[0]?.id ?? 0 }),
    json: () => ({}),
  },
  'POST /api/user/notification/read-all': { json: () => ({}) },
  // Profile: the caller's own settings (an avatar as multipart), password and game accounts.
  'POST /api/user/profile': { multipart: () => [{ name: 'avatar', value: png, filename: 'me.png', type: 'image/png' }] },
  'PUT /api/user/profile': { json: () => ({ timezone: 'Asia/Almaty' }) },
  'POST /api/user/profile/change-password': {
    json: async ({ ctx, userId }) => {
      await ctx.t.world.handle.db.execute(sql`update users set password_hash = ${await hashPassword(KNOWN_PASSWORD)} where id = ${userId}`);
      return { current_password: KNOWN_PASSWORD, password: 'Caspian-Breeze-19', password_confirmation: 'Caspian-Breeze-19' };
    },
  },
  'POST /api/user/profile/change-phone': { json: ({ userId }) => ({ phone: `+7702${String(5_000_000 + userId)}`, g_recaptcha_response: 'bot-check-disabled' }) },
  'POST /api/user/profile/verify': {
    json: () => ({ code: '000000', request_id: '00000000-0000-4000-8000-000000000000' }),
    business: [{ status: 422, code: 'errors.validation_failed', reason: 'the one-time code is checked past authorization (no code was sent)' }],
  },
  'POST /api/user/game_profile': { json: ({ userId }) => ({ gameName: 'mlbb', fields: { nick: 'Matrix', mlbb_id: String(900_000_000 + userId) } }) },
  'PUT /api/user/game_profile/{id}': { json: ({ userId }) => ({ gameName: 'pubg-mobile', fields: { nick: 'Ace', pubg_id: String(5_100_000_000 + userId) } }) },
  'POST /api/v1/client/streamers': {
    json: ({ userId }) => ({ channel: `https://www.youtube.com/@matrix${userId}`, telegram: `t.me/matrix${userId}`, followers_count: '1200' }),
    business: [{ status: 409, code: 'errors.streamer_already_applied', reason: "the owner's application is the record the owner rows act on" }],
  },
  'PUT /api/v1/client/streamers/{id}': { json: () => ({ channel: 'https://www.twitch.tv/matrixowner', telegram: 't.me/matrixowner', followers_count: '1300' }) },
  'POST /api/admin/streamers/{id}/approve': { json: () => ({}) },
  'POST /api/admin/streamers/{id}/reject': { json: () => ({ review_note: 'Matrix review' }) },
  // Going live: the owner holds the streamer role (a staff review may have taken it) and ends the seeded live stream first.
  'POST /api/v1/client/streams': {
    json: async ({ ctx }) => {
      await ctx.t.world.handle.db.execute(sql`insert into user_roles (user_id, role_id) select ${ctx.ids.owner}, id from roles where name = 'streamer' on conflict do nothing`);
      await ctx.t.world.handle.db.execute(sql`update streams set is_live = false where user_id = ${ctx.ids.owner}`);
      return { title: 'Matrix live', url: 'https://www.twitch.tv/matrixowner', game_id: 1 };
    },
    reset: async (ctx) => {
      await ctx.t.world.handle.db.execute(sql`delete from streams where user_id = ${ctx.ids.owner} and id <> ${ctx.ids.stream}`);
      await ctx.t.world.handle.db.execute(sql`update streams set is_live = true where id = ${ctx.ids.stream}`);
    },
  },
  'POST /api/v1/client/streams/{id}/end': {
    json: () => ({}),
    reset: async (ctx) => {
      await ctx.t.world.handle.db.execute(sql`update streams set is_live = true, ended_at = null where id = ${ctx.ids.stream}`);
    },
  },
  // Teams: the demo team, named in the path or the body.
  'POST /api/team': { json: ({ ctx }) => ({ name: ctx.unique('Matrix Team').replace('-', ' '), game_id: 1 }) },
  'PUT /api/team/{id}': { json: () => ({ name: 'Almaty Wolves' }) },
  'POST /api/team/{id}': { multipart: () => [{ name: '_method', value: 'PUT' }, { name: 'logo', value: png, filename: 'logo.png', type: 'image/png' }] },
  'DELETE /api/team/{id}': { business: [{ status: 409, code: 'team_page.delete_active_entry', reason: 'the demo team is accepted to a tournament that has not ended' }] },
  'POST /api/team/participate/{id}': { json: ({ ctx }) => ({ hash: ctx.ids.hash }), business: [{ status: 409, code: 'team_page.already_member', reason: "the team's own players are in it already" }] },
  'POST /api/team/change/member/role/{team}/{user}': { json: () => ({ codeRole: 'manager' }) },
  'POST /api/team/member/delete': { json: ({ ctx }) => ({ teamId: ctx.ids.team, userId: ctx.ids.member }) },
  'POST /api/team/{id}/leave': { json: () => ({}), business: [{ status: 409, code: 'team_page.owner_cannot_leave', reason: 'the owner hands the team over first' }] },
  'POST /api/v1/client/tournaments/{id}/comments': { json: () => ({ content: 'Matrix says good luck' }) },
  'POST /api/v1/client/votes/{id}/ballot': { json: () => ({ option_ids: [1] }) },
};

export const RECIPES: Record<string, Recipe> = { ...PLAYER_RECIPES, ...ORGANIZER_RECIPES };
