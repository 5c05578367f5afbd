import { canManageTournament, isStaff } from '@portal/shared/domain';
import type { Queryable } from '../../db/client';
import { forbidden, notFound } from '../../http/http-error';
import type { AuthUser } from '../../sessions/bearer';
import { groupFacts, stageFacts, tournamentFacts, type GroupFacts, type StageFacts, type TournamentFacts } from './repository';

/**
 * Authorization of the organiser console (shared canManageTournament): staff manage every tournament, an
 * organiser their own. An unknown id is 404 for everyone allowed into the console; a known one of someone
 * else is 403.
 */
function check(user: AuthUser, ownerId: number | null) {
  if (!canManageTournament(user, ownerId)) throw forbidden();
}

export async function managedTournament(db: Queryable, user: AuthUser, id: number): Promise<TournamentFacts> {
  const facts = await tournamentFacts(db, id);
  if (!facts) throw notFound('errors.tournament_not_found');
  check(user, facts.owner_id);
  return facts;
}

export async function managedStage(db: Queryable, user: AuthUser, id: number): Promise<StageFacts> {
  const facts = await stageFacts(db, id);
  if (!facts) throw notFound('errors.stage_not_found');
  check(user, facts.owner_id);
  return facts;
}

export async function managedGroup(db: Queryable, user: AuthUser, id: number): Promise<GroupFacts> {
  const facts = await groupFacts(db, id);
  if (!facts) throw notFound('errors.group_not_found');
  check(user, facts.owner_id);
  return facts;
}

/** Whose tournaments a list shows: everyone's for staff (null), else the caller's. */
export const listOwner = (user: AuthUser): number | null => (isStaff(user.roles) ? null : user.id);
