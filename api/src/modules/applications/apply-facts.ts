import { sql } from 'drizzle-orm';
import { APPLICATION_ERRORS } from '@portal/shared/constants';
import { awaitingCapReached, canReachTournament } from '@portal/shared/domain';
import type { ApplyOutput } from '@portal/shared/schemas';
import type { Queryable } from '../../db/client';
import { selectPrepared } from '../../db/sql-helpers';
import { teamMembersJson } from '../../db/team-members';
import { notFound, validationFailed } from '../../http/http-error';
import { checkPlayersWith, conflict, enforceRegistrationOpen, enforceTeamRole, placeIn, tournamentNotFound, type Placement } from './entry-checks';
import { TOURNAMENT_FACTS, type TeamForApplyRow, type TournamentFactsRow } from './repository';
import { stageChoice, type StageChoiceRow } from './stage-repository';

/**
 * Everything a new application is decided on, read in one statement (one snapshot), and the decision with
 * the same rules in the same order as each check alone (entry-checks): the tournament reached, registration
 * open, the caller's right on the team, one application per team, the tournament's slots, the sender's
 * awaiting cap, the group or stage, the players. Applying reads it twice: without locks first, so a refused
 * application (a full group, a second click) is answered without waiting for the tournament's lock, then
 * again under the locks, where an accepted one is decided.
 */
export interface ApplyFacts {
  access: { is_published: boolean; access_hash: string | null; owner_id: number | null } | null;
  is_entrant: boolean;
  tournament: TournamentFactsRow | null;
  team: TeamForApplyRow | null;
  role_id: number | null;
  has_entry: boolean;
  awaiting: { in_tournament: number; overall: number };
  /** The stage of the named group (with the group), and the named stage (placedBy says which counts). */
  stage_of_group: StageChoiceRow | null;
  stage_named: StageChoiceRow | null;
  /** Chosen players already in another team's live application to the tournament. */
  elsewhere: number[];
}

export interface ApplyRequest {
  tournamentId: number;
  caller: { id: number; roles: readonly string[]; hash: string | undefined };
  input: ApplyOutput;
  players: readonly number[];
}

const MAX_STORED_ID = 2_147_483_647;
const storedId = (id: number): number => (id <= MAX_STORED_ID ? id : 0);

export async function readApplyFacts(db: Queryable, { tournamentId: givenTournament, caller, input, players: givenPlayers }: ApplyRequest): Promise<ApplyFacts> {
  const userId = caller.id;
  // An id past the database's integer range names nothing (0 matches no row) instead of failing the statement.
  const tournamentId = storedId(givenTournament);
  const teamId = storedId(input.team_id);
  const groupId = input.group_id == null ? null : storedId(input.group_id);
  const stageId = input.stage_id == null ? null : storedId(input.stage_id);
  const players = givenPlayers.map(storedId);
  const ids = players.length > 0 ? sql`array[${sql.join(players.map((id) => sql`${id}`), sql`, `)}]::int[]` : sql`'{}'::int[]`;
  const stageOfGroup =
    groupId === null
      ? sql`null::json`
      : sql`(select row_to_json(sc) from (${stageChoice(sql`s.tournament_id = ${tournamentId} and s.id = (select stage_id from stage_groups where id = ${groupId})`, groupId)}) sc)`;
  const stageNamed = stageId === null ? sql`null::json` : sql`(select row_to_json(sc) from (${stageChoice(sql`s.tournament_id = ${tournamentId} and s.id = ${stageId}`, null)}) sc)`;
  const [row] = await selectPrepared<ApplyFacts>(
    db,
    'apply_facts',
    sql`select
      (select json_build_object('is_published', a.is_published, 'access_hash', a.access_hash, 'owner_id', a.owner_id) from tournaments a where a.id = ${tournamentId}) as access,
      (exists(select 1 from tournament_entries e join team_members m on m.team_id = e.team_id where e.tournament_id = ${tournamentId} and m.user_id = ${userId})
        or exists(select 1 from tournament_entries e join tournament_entry_members em on em.entry_id = e.id where e.tournament_id = ${tournamentId} and em.user_id = ${userId})) as is_entrant,
      (select row_to_json(f) from (${TOURNAMENT_FACTS} where t.id = ${tournamentId} and t.is_published) f) as tournament,
      (select json_build_object('id', t.id, 'name', t.name, 'game_id', t.game_id, 'members', ${teamMembersJson('t')}) from teams t where t.id = ${teamId} and t.deleted_at is null) as team,
      (select role_id from team_members where team_id = ${teamId} and user_id = ${userId}) as role_id,
      exists(select 1 from tournament_entries where tournament_id = ${tournamentId} and team_id = ${teamId}) as has_entry,
      (select json_build_object('in_tournament', count(*) filter (where tournament_id = ${tournamentId}), 'overall', count(*))
        from tournament_entries where created_by_id = ${userId} and status = 'await') as awaiting,
      ${stageOfGroup} as stage_of_group,
      ${stageNamed} as stage_named,
      (select coalesce(json_agg(distinct em.user_id), '[]'::json) from tournament_entry_members em join tournament_entries e on e.id = em.entry_id
        where e.tournament_id = ${tournamentId} and e.team_id <> ${teamId} and e.status <> 'rejected' and em.user_id = any(${ids})) as elsewhere`,
  );
  if (!row) throw new Error('the apply facts query returned no row');
  return row;
}

export interface ApplyDecision {
  tournament: TournamentFactsRow;
  team: TeamForApplyRow;
  where: Placement;
}

/** The application's decision on its facts: throws the refusal the checks would give, in their order. */
export async function decideApply(facts: ApplyFacts, { caller, input, players }: ApplyRequest, field: 'members' | 'user_ids', now: Date): Promise<ApplyDecision> {
  const access = facts.access;
  if (!access?.is_published) throw tournamentNotFound();
  const reached = canReachTournament(
    { isPublished: access.is_published, accessHash: access.access_hash, ownerId: access.owner_id },
    { user: caller, hash: caller.hash, isEntrant: facts.is_entrant },
  );
  if (!reached) throw notFound('errors.tournament_not_found');
  const tournament = facts.tournament;
  if (!tournament) throw tournamentNotFound();
  enforceRegistrationOpen(tournament, now);
  const team = facts.team;
  if (!team) throw notFound('team_page.team_not_found');
  enforceTeamRole(facts.role_id, 'apply');
  if (team.game_id !== tournament.game_id) throw validationFailed({ team_id: [APPLICATION_ERRORS.team_game_mismatch] });
  if (facts.has_entry) throw conflict(APPLICATION_ERRORS.already_applied);
  if (tournament.accepted_count >= tournament.slot_count) throw conflict(APPLICATION_ERRORS.slots_full);
  const max = awaitingCapReached({ inTournament: facts.awaiting.in_tournament, overall: facts.awaiting.overall });
  if (max !== null) throw conflict(APPLICATION_ERRORS.too_many_awaiting, { max });
  const where = await placeIn(tournament, input, null, async (by) => (by === 'group' ? facts.stage_of_group : facts.stage_named));
  await checkPlayersWith(tournament, where.stage, team, field, players, async () => facts.elsewhere);
  return { tournament, team, where };
}
