import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { MATCH_MESSAGES } from '@portal/shared/constants';
import type { GroupResults, MatchDetail, MyMatch, MyMatches, OrganizerGroupResults, PlacementTable, ResultsChange, TournamentGrid } from '@portal/shared/contracts';
import { canManageTournament, canPerformTeamAction, canSeeLobby, isGroupFrozen, lobbyRevealAt, placementTableOf, pubgMatchPoints, pubgStandings } from '@portal/shared/domain';
import type { PlacementPointsOutput, PubgMatchResultsOutput, TournamentRef } from '@portal/shared/schemas';
import { placementPointsSchema, pubgMatchResultsSchema } from '@portal/shared/schemas';
import type { Queryable, Tx } from '../../db/client';
import { stageGroups, tournaments } from '../../db/schema';
import { forbidden, HttpError, notFound, validationFailed } from '../../http/http-error';
import { parseWith } from '../../http/validate';
import { withNotices } from '../../services/notifications/notify';
import { announceResults } from '../../services/tournaments/results-events';
import type { AuthUser } from '../../sessions/bearer';
import type { TeamRoleCode } from '@portal/shared/constants';
import { canRead, managedGroup, readableGroup } from './access';
import {
  auditList,
  byId,
  bySlug,
  groupFacts,
  groupMatchLines,
  groupPlayerIds,
  groupTeams,
  matchCount,
  matchLines,
  myStageTeams,
  namedInGroup,
  playsInGroup,
  recordAudit,
  tournamentMatchLines,
  stageTeamFacts,
  storeStandings,
  tournamentFacts,
  tournamentGroups,
  writeMatch,
  type GroupFacts,
} from './repository';
import { laravelIso, scoringOf, standingsOf, toGridGroup, tournamentOfGroup, toTournament } from './serializer';

/** Matches, grid and results: reads for players, results entry for the tournament's organiser. */

const pubgOnly = (facts: { game_slug: string }) => {
  if (facts.game_slug !== 'pubg') throw new HttpError(409, 'errors.results_pubg_only');
};

/** GET /v1/client/tournament/{ref}/grid */
export async function grid(db: Queryable, ref: TournamentRef, hash: string | undefined): Promise<TournamentGrid> {
  const facts = await tournamentFacts(db, ref.kind === 'id' ? byId(ref.id) : bySlug(ref.slug));
  if (!facts || !canRead(facts, hash)) throw notFound('errors.tournament_not_found');
  const groups = await tournamentGroups(db, facts.id);
  return {
    tournament: toTournament(facts),
    ...scoringOf(facts.placement_points),
    stages: facts.stages.map((stage) => ({ ...stage, groups: groups.filter((g) => g.stage_id === stage.id).map(toGridGroup) })),
  };
}

async function resultsOf(db: Queryable, facts: GroupFacts, published: boolean): Promise<GroupResults> {
  const [teams, lines] = await Promise.all([groupTeams(db, facts.group_id), groupMatchLines(db, facts.group_id)]);
  const visible = published ? lines : [];
  return {
    tournament: tournamentOfGroup(facts),
    stage: { id: facts.stage_id, name: facts.stage_name },
    group: toGridGroup(facts),
    ...scoringOf(facts.placement_points),
    match_count: Math.max(0, ...visible.map((line) => line.match_number)),
    group_results: published ? standingsOf(teams, visible, facts.placement_points) : [],
  };
}

/** GET /v1/client/tournament/group/{id}/results: published standings (none before publication). */
export async function publicGroupResults(db: Queryable, groupId: number, hash: string | undefined): Promise<GroupResults> {
  const facts = await readableGroup(db, groupId, hash);
  return resultsOf(db, facts, facts.results_published_at !== null);
}

/** GET /organizer/groups/{id}/results: everything entered, the group's teams and the audit list. */
export async function organizerGroupResults(db: Queryable, user: AuthUser, groupId: number): Promise<OrganizerGroupResults> {
  const facts = await managedGroup(db, user, groupId);
  const [results, teams, audit] = await Promise.all([resultsOf(db, facts, true), groupTeams(db, groupId), auditList(db, groupId)]);
  return { ...results, published_at: facts.results_published_at, teams, audit };
}

/**
 * PUT /organizer/groups/{id}/matches/{n}: enter or correct a match (n at most one past the last one); the
 * standings are recomputed and stored, the change kept in the audit list.
 */
export async function enterMatch(app: FastifyInstance, user: AuthUser, groupId: number, matchNumber: number, body: unknown): Promise<OrganizerGroupResults> {
  const facts = await app.db.transaction(async (tx) => {
    const facts = await managedGroup(tx, user, groupId, true);
    pubgOnly(facts);
    const input: PubgMatchResultsOutput = parseWith(pubgMatchResultsSchema, body);
    const teams = await groupTeams(tx, groupId);
    const known = new Set(teams.map((row) => row.stage_team_id));
    if (input.results.some((line) => !known.has(line.stage_team_id))) throw validationFailed({ results: [MATCH_MESSAGES.team_invalid] });
    if (matchNumber > (await matchCount(tx, groupId)) + 1) throw new HttpError(409, 'errors.match_number_gap');
    const table = placementTableOf(facts.placement_points);
    const before = await matchLines(tx, groupId, matchNumber);
    const after = [...input.results].sort((a, b) => a.place - b.place).map((line) => ({ stage_team_id: line.stage_team_id, place: line.place, kills: line.kills }));
    await writeMatch(tx, groupId, matchNumber, after.map((line) => ({ ...line, points: pubgMatchPoints(line, table) })));
    await recomputeStandings(tx, facts);
    await recordAudit(tx, { groupId, matchNumber, userId: user.id, before, after });
    return facts;
  });
  // Players see a correction of published results at once; unpublished ones change nothing they see.
  if (facts.results_published_at !== null) await announceResults(app, standingsChange(facts));
  return organizerGroupResults(app.db, user, groupId);
}

const standingsChange = (facts: GroupFacts): ResultsChange => ({ tournament_id: facts.tournament_id, kind: 'standings', stage_id: facts.stage_id, group_id: facts.group_id });

async function recomputeStandings(tx: Parameters<typeof storeStandings>[0], facts: GroupFacts): Promise<void> {
  const lines = await groupMatchLines(tx, facts.group_id);
  const teamIds = [...new Set(lines.map((line) => line.stage_team_id))];
  const table = placementTableOf(facts.placement_points);
  await storeStandings(tx, facts.group_id, pubgStandings(teamIds.map((team_id) => ({ team_id, matches: lines.filter((line) => line.stage_team_id === team_id) })), table));
}

/** POST /organizer/groups/{id}/results/publish: players see the results; the group's players are told. */
export async function publishResults(app: FastifyInstance, user: AuthUser, groupId: number): Promise<OrganizerGroupResults> {
  const facts = await withNotices(app, async (tx, notify) => {
    const facts = await managedGroup(tx, user, groupId, true);
    pubgOnly(facts);
    await tx.update(stageGroups).set({ resultsPublishedAt: new Date() }).where(eq(stageGroups.id, groupId));
    const players = await groupPlayerIds(tx, groupId);
    await notify(
      players.map((userId) => ({
        userId,
        type: 'results_published' as const,
        data: { tournament: facts.tournament_name, tournament_slug: facts.tournament_slug, group: facts.group_name },
        link: { route: 'tournaments.detail' as const, params: { slug: facts.tournament_slug }, suffix: '#standings' },
      })),
    );
    return facts;
  });
  await announceResults(app, standingsChange(facts));
  return organizerGroupResults(app.db, user, groupId);
}

async function managedTournamentFacts(db: Queryable, user: AuthUser, ref: TournamentRef) {
  const facts = await tournamentFacts(db, ref.kind === 'id' ? byId(ref.id) : bySlug(ref.slug));
  if (!facts) throw notFound('errors.tournament_not_found');
  if (!canManageTournament(user, facts.owner_id)) throw forbidden();
  return facts;
}

type ScoredLine = Awaited<ReturnType<typeof tournamentMatchLines>>[number];

/** One audit row per match whose points a placement table change altered. */
async function auditRescoredMatches(tx: Tx, user: AuthUser, before: readonly ScoredLine[], after: readonly ScoredLine[]): Promise<void> {
  const key = (line: ScoredLine) => `${line.group_id}:${line.match_number}`;
  const strip = ({ stage_team_id, place, kills, points }: ScoredLine) => ({ stage_team_id, place, kills, points });
  for (const match of new Set(after.map(key))) {
    const was = before.filter((line) => key(line) === match);
    const now = after.filter((line) => key(line) === match);
    if (was.length === now.length && was.every((line, i) => line.points === now[i]?.points)) continue;
    const [head] = now;
    if (!head) continue;
    await recordAudit(tx, { groupId: head.group_id, matchNumber: head.match_number, userId: user.id, before: was.map(strip), after: now.map(strip) });
  }
}

/** GET /organizer/tournaments/{id}/placement-points */
export async function placementTable(db: Queryable, user: AuthUser, ref: TournamentRef): Promise<PlacementTable> {
  const facts = await managedTournamentFacts(db, user, ref);
  return { placement_points: [...placementTableOf(facts.placement_points)], is_official: facts.placement_points === null || facts.placement_points.length === 0 };
}

/**
 * PUT /organizer/tournaments/{id}/placement-points ([] restores the official table); every group's standings
 * follow, and each match whose points changed gets an audit row (lines with their points before and after).
 */
export async function setPlacementTable(app: FastifyInstance, user: AuthUser, ref: TournamentRef, body: unknown): Promise<PlacementTable> {
  const { tournamentId, table } = await app.db.transaction(async (tx) => {
    const facts = await managedTournamentFacts(tx, user, ref);
    pubgOnly(facts);
    const input: PlacementPointsOutput = parseWith(placementPointsSchema, body);
    const table = input.placement_points.length === 0 ? null : input.placement_points;
    await tx.update(tournaments).set({ placementPoints: table }).where(eq(tournaments.id, facts.id));
    const effective = placementTableOf(table);
    const before = await tournamentMatchLines(tx, facts.id);
    // Stored match points follow the new table (kills unchanged).
    await tx.execute(sql`update group_match_results m set points = coalesce((${JSON.stringify([...effective])}::jsonb ->> (m.place - 1))::int, 0) + m.kills
      from group_results gr join stage_groups g on g.id = gr.group_id join stages s on s.id = g.stage_id
      where gr.id = m.group_result_id and s.tournament_id = ${facts.id}`);
    await auditRescoredMatches(tx, user, before, await tournamentMatchLines(tx, facts.id));
    for (const group of await tournamentGroups(tx, facts.id)) await recomputeStandings(tx, group);
    return { tournamentId: facts.id, table: { placement_points: [...effective], is_official: table === null } };
  });
  // Every group's standings and the placement table the pages show follow.
  await announceResults(app, { tournament_id: tournamentId, kind: 'standings', stage_id: null, group_id: null });
  return table;
}

/**
 * GET /v1/client/match/{groupTeamId}: the match for the group's teams (and readers of the tournament); the
 * lobby id and password only for the players named for the group's stage teams, from 15 minutes before
 * game time (a team member left out of the line-up does not get them).
 */
export async function matchDetail(db: Queryable, stageTeamId: number, viewer: AuthUser | null, hash: string | undefined, now: Date): Promise<MatchDetail> {
  const stageTeam = await stageTeamFacts(db, stageTeamId);
  if (!stageTeam || stageTeam.group_id === null) throw notFound('errors.match_not_found');
  const facts = await groupFacts(db, stageTeam.group_id);
  if (!facts) throw notFound('errors.match_not_found');
  const participant = viewer !== null && (await playsInGroup(db, facts.group_id, viewer.id));
  if (!participant && !canRead(facts, hash) && !(viewer && canManageTournament(viewer, facts.owner_id))) throw notFound('errors.match_not_found');
  const [teams, results] = await Promise.all([groupTeams(db, facts.group_id), resultsOf(db, facts, facts.results_published_at !== null)]);
  const named = participant && viewer !== null && (await namedInGroup(db, facts.group_id, viewer.id));
  const showLobby = canSeeLobby({ isTeamOfGroup: named, gameTime: facts.game_time, now });
  return {
    stage_team_id: stageTeam.stage_team_id,
    tournament: tournamentOfGroup(facts),
    stage: { id: facts.stage_id, name: facts.stage_name },
    group: toGridGroup(facts),
    team: stageTeam.team,
    teams: teams.map((row) => row.team),
    is_participant: participant,
    with_cap_chats: facts.with_cap_chats,
    lobby_opens_at: laravelIso(lobbyRevealAt(facts.game_time)),
    lobby: showLobby ? { lobby_id: facts.lobby_id, lobby_password: facts.lobby_password } : null,
    ...scoringOf(facts.placement_points),
    group_results: results.group_results,
  };
}

/** GET /v1/client/matches: upcoming (group not ended, by game time) and past (ended, latest first). */
export async function myMatches(db: Queryable, user: AuthUser): Promise<MyMatches> {
  const rows = await myStageTeams(db, user.id);
  const matches: MyMatch[] = [];
  for (const row of rows) {
    const facts = await groupFacts(db, row.group_id);
    if (!facts) continue;
    const published = facts.results_published_at !== null;
    const standing = published ? standingsOf(await groupTeams(db, facts.group_id), await groupMatchLines(db, facts.group_id), facts.placement_points).find((r) => r.stage_team_id === row.stage_team_id) : undefined;
    const pending = row.is_approve_game_time === null && !isGroupFrozen(facts.group_status);
    matches.push({
      stage_team_id: row.stage_team_id,
      tournament: tournamentOfGroup(facts),
      stage: { id: facts.stage_id, name: facts.stage_name },
      group: toGridGroup(facts),
      team: row.team,
      is_approve_game_time: row.is_approve_game_time,
      needs_game_time_confirmation: pending,
      can_confirm_game_time: pending && canPerformTeamAction(row.role as TeamRoleCode | null, 'edit-application'),
      place: standing && standing.matches_played > 0 ? standing.place : null,
      points: standing && standing.matches_played > 0 ? standing.points : null,
    });
  }
  const ended = (match: MyMatch) => match.group.status.code === 'ended';
  return {
    upcoming: matches.filter((match) => !ended(match)),
    past: matches.filter(ended).reverse(),
  };
}
