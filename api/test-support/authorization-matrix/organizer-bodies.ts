import { sql } from 'drizzle-orm';
import { selectRows } from '../../src/db/sql-helpers';
import { inDays, type MatrixContext, type Recipe } from './recipe';

/**
 * Valid requests of the organiser console, the results entry, the brackets and the applications review,
 * all on tournaments the owning organiser owns (moscow-night-series for the editor, central-asia-masters
 * for results and reviews, mlbb-bosphorus-series for brackets).
 */
const rows = <T>(ctx: MatrixContext, query: ReturnType<typeof sql>) => selectRows<T>(ctx.t.world.handle.db, query);
const firstStage = async (ctx: MatrixContext) => (await rows<{ id: number; name: string; register_start_date: string }>(ctx, sql`select id, name, register_start_date from stages where tournament_id = ${ctx.ids.owned} order by sort_order, id limit 1`))[0];
const firstGroup = async (ctx: MatrixContext) =>
  (await rows<{ id: number; name: string; game_time: string; capacity: number; status: string; stage_id: number }>(ctx, sql`select g.id, g.name, g.game_time, g.slot_count as capacity, g.status, g.stage_id from stage_groups g join stages s on s.id = g.stage_id where s.tournament_id = ${ctx.ids.owned} order by s.sort_order, g.id limit 1`))[0];
const iso = (value: string | Date) => new Date(value).toISOString();

const tournamentForm = (ctx: MatrixContext) => ({
  name: ctx.unique('Matrix Cup'),
  game_id: 1,
  divisions: ['pubg-mobile-division-1'],
  format_min: 4,
  format_max: 6,
  timezone: 'Asia/Almaty',
  start_req_time: inDays(-1),
  end_reg_time: inDays(5),
  start_time: inDays(7),
  slot_count: 32,
  with_comments: true,
});

/** The owned tournament as seeded (an edit, publish or status change is put back after each call). */
const restoreOwned = async (ctx: MatrixContext) => {
  await ctx.t.world.handle.db.execute(sql`update tournaments t set name = o.name, slug = o.slug, start_req_time = o.start_req_time, end_reg_time = o.end_reg_time, start_time = o.start_time,
    slot_count = o.slot_count, is_published = true, status_override = null, placement_points = null from matrix_owned o where t.id = o.id`);
};

/** An empty stage (or group) of the owned tournament, made by staff, for a delete to take. */
const freshStage = async (ctx: MatrixContext) => {
  const made = await ctx.asStaff('POST', `/api/organizer/tournaments/${ctx.ids.owned}/stages`, { name: ctx.unique('Matrix stage'), register_start_date: inDays(20) });
  if (made.statusCode !== 201 && made.statusCode !== 200) throw new Error(`stage not made: ${made.statusCode} ${JSON.stringify(made.json())}`);
  return (await rows<{ id: number }>(ctx, sql`select max(id) as id from stages where tournament_id = ${ctx.ids.owned}`))[0]?.id ?? 0;
};

/** The application the reviews accept and decline (a rejected one of the tournament in play, kept in matrix_reviewed), waiting again before each call. */
const reviewedEntry = async (ctx: MatrixContext) => {
  await ctx.t.world.handle.db.execute(sql`update tournament_entries set status = 'await' where id in (select id from matrix_reviewed)`);
  return (await rows<{ id: number }>(ctx, sql`select id from matrix_reviewed`))[0]?.id ?? 0;
};

export const ORGANIZER_RECIPES: Record<string, Recipe> = {
  'POST /api/organizer/tournaments': { json: ({ ctx }) => tournamentForm(ctx) },
  'PUT /api/organizer/tournaments/{id}': { params: ({ ctx }) => ({ id: ctx.ids.owned }), json: ({ ctx }) => tournamentForm(ctx), reset: restoreOwned },
  'POST /api/organizer/tournaments/{id}/publish': { params: ({ ctx }) => ({ id: ctx.ids.owned }), json: () => ({}), reset: restoreOwned },
  'POST /api/organizer/tournaments/{id}/unpublish': { params: ({ ctx }) => ({ id: ctx.ids.owned }), json: () => ({}), reset: restoreOwned },
  'PUT /api/organizer/tournaments/{id}/status': { params: ({ ctx }) => ({ id: ctx.ids.owned }), json: () => ({ status: 'registration' }), reset: restoreOwned },
  'POST /api/organizer/tournaments/{id}/duplicate': { params: ({ ctx }) => ({ id: ctx.ids.owned }), json: () => ({}) },
  'POST /api/organizer/tournaments/{id}/stages': { params: ({ ctx }) => ({ id: ctx.ids.owned }), json: ({ ctx }) => ({ name: ctx.unique('Matrix stage'), register_start_date: inDays(20) }) },
  'PUT /api/organizer/stages/{id}': {
    params: async ({ ctx }) => ({ id: (await firstStage(ctx))?.id ?? 0 }),
    json: async ({ ctx }) => {
      const stage = await firstStage(ctx);
      return { name: stage?.name ?? 'Qualifiers', register_start_date: iso(stage?.register_start_date ?? inDays(-1)) };
    },
  },
  'DELETE /api/organizer/stages/{id}': { params: async ({ ctx }) => ({ id: await freshStage(ctx) }) },
  'POST /api/organizer/stages/{id}/groups': {
    params: async ({ ctx }) => ({ id: (await firstGroup(ctx))?.stage_id ?? 0 }),
    json: async ({ ctx }) => ({ name: ctx.unique('Matrix group'), game_time: iso((await firstGroup(ctx))?.game_time ?? inDays(10)), capacity: 16, status: 'registration' }),
  },
  'PUT /api/organizer/groups/{id}': {
    params: async ({ ctx }) => ({ id: (await firstGroup(ctx))?.id ?? 0 }),
    json: async ({ ctx }) => {
      const group = await firstGroup(ctx);
      return { name: group?.name, game_time: iso(group?.game_time ?? inDays(10)), capacity: group?.capacity, status: group?.status };
    },
  },
  'DELETE /api/organizer/groups/{id}': {
    params: async ({ ctx }) => {
      const stage = await freshStage(ctx);
      await ctx.asStaff('POST', `/api/organizer/stages/${stage}/groups`, { name: ctx.unique('Matrix group'), game_time: inDays(30), capacity: 8, status: 'registration-not-started' });
      return { id: (await rows<{ id: number }>(ctx, sql`select max(id) as id from stage_groups where stage_id = ${stage}`))[0]?.id ?? 0 };
    },
  },
  'POST /api/admin/organizers': { json: ({ ctx }) => ({ user: 'settings.7@esports.example', organization_name: ctx.unique('Matrix Events') }) },
  'PUT /api/admin/organizers/{id}': { params: ({ ctx }) => ({ id: ctx.ids.spareOrganizer }), json: ({ ctx }) => ({ organization_name: ctx.unique('Matrix Spare') }) },
  'DELETE /api/admin/organizers/{id}': { params: ({ ctx }) => ({ id: ctx.ids.spareOrganizer }) },
  // Results of the group in play of the owned tournament: one line, the demo team first.
  'PUT /api/organizer/groups/{id}/matches/{n}': {
    params: async ({ ctx }) => ({ id: (await inPlay(ctx))?.group_id ?? 0, n: 1 }),
    json: async ({ ctx }) => ({ results: [{ stage_team_id: (await inPlay(ctx))?.stage_team_id ?? 0, place: 1, kills: 0 }] }),
  },
  'POST /api/organizer/groups/{id}/results/publish': { params: async ({ ctx }) => ({ id: (await inPlay(ctx))?.group_id ?? 0 }), json: () => ({}) },
  'PUT /api/organizer/tournaments/{id}/placement-points': { params: ({ ctx }) => ({ id: ctx.ids.ownedInPlay }), json: () => ({ placement_points: [] }) },
  // Brackets: a new one on the MLBB final (taken away after each call), a score in the seeded one.
  'POST /api/organizer/stages/{id}/bracket': {
    params: async ({ ctx }) => ({ id: (await bracketStages(ctx)).free }),
    json: () => ({ type: 'single_elimination', best_of: 1 }),
    reset: async (ctx) => {
      await ctx.t.world.handle.db.execute(sql`delete from stage_brackets where stage_id = ${(await bracketStages(ctx)).free}`);
    },
  },
  'PUT /api/organizer/stages/{id}/bracket/matches/{matchId}': {
    params: async ({ ctx }) => ({ id: (await bracketStages(ctx)).seeded, matchId: await openBracketMatch(ctx) }),
    json: () => ({ opponent1_score: 1, opponent2_score: 1 }),
    business: [{ status: 409, code: 'errors.bracket_match_locked', reason: "the first allowed caller's score moves the seeded bracket on, and the second finds the match settled" }],
  },
  'POST /api/tournament/accept': {
    json: async ({ ctx }) => ({ tournament_entry_id: await reviewedEntry(ctx) }),
    reset: async (ctx) => {
      await ctx.t.world.handle.db.execute(sql`delete from tournament_teams where tournament_id = ${ctx.ids.ownedInPlay} and team_id in (select team_id from tournament_entries where id in (select id from matrix_reviewed))`);
      await ctx.t.world.handle.db.execute(sql`update tournament_entries set status = 'rejected' where id in (select id from matrix_reviewed)`);
    },
  },
  'POST /api/tournament/decline': { json: async ({ ctx }) => ({ tournament_entry_id: await reviewedEntry(ctx), reject_description: 'Matrix review' }) },
};

const inPlay = async (ctx: MatrixContext) =>
  (
    await rows<{ group_id: number; stage_team_id: number }>(
      ctx,
      sql`select st.group_id, st.id as stage_team_id from stage_teams st join tournament_teams tt on tt.id = st.tournament_team_id join stage_groups g on g.id = st.group_id
        join stages s on s.id = st.stage_id where s.tournament_id = ${ctx.ids.ownedInPlay} and g.status = 'game-process' order by (tt.team_id = ${ctx.ids.team}) desc, st.id limit 1`,
    )
  )[0];

const bracketStages = async (ctx: MatrixContext) => {
  const stages = await rows<{ id: number; with_bracket: boolean }>(ctx, sql`select s.id, exists(select 1 from stage_brackets b where b.stage_id = s.id) as with_bracket from stages s where s.tournament_id = ${ctx.ids.ownedBracket} order by s.sort_order, s.id`);
  return { seeded: stages.find((s) => s.with_bracket)?.id ?? 0, free: stages[stages.length - 1]?.id ?? 0 };
};

/** A match of the seeded bracket with both opponents and no result yet. */
const openBracketMatch = async (ctx: MatrixContext): Promise<number> => {
  const answer = (await ctx.asStaff('GET', `/api/v1/client/tournaments/${ctx.ids.ownedBracket}/brackets`)).json() as {
    data: { groups: { rounds: { matches: { id: number; status: string; opponent1: unknown; opponent2: unknown }[] }[] }[] }[];
  };
  const matches = answer.data.flatMap((b) => b.groups.flatMap((g) => g.rounds.flatMap((r) => r.matches)));
  return matches.find((m) => m.opponent1 !== null && m.opponent2 !== null && m.status !== 'completed')?.id ?? 0;
};
