import { canManageTournament, canReachTournament } from '@portal/shared/domain';
import type { Queryable } from '../../db/client';
import { forbidden, notFound } from '../../http/http-error';
import type { AuthUser } from '../../sessions/bearer';
import { groupFacts, type GroupFacts } from './repository';

/**
 * Who reads and writes results. Players read what the tournament page shows them: a published tournament,
 * a private one only with its hash (as the tournaments module answers). Writes: staff, or the organiser who
 * owns the tournament (shared canManageTournament); another organiser 403, an unknown group 404.
 */
export function canRead(facts: { is_published: boolean; access_hash: string | null; owner_id: number | null }, hash: string | undefined): boolean {
  return canReachTournament({ isPublished: facts.is_published, accessHash: facts.access_hash, ownerId: facts.owner_id }, { user: null, hash, isEntrant: false });
}

export async function readableGroup(db: Queryable, groupId: number, hash: string | undefined): Promise<GroupFacts> {
  const facts = await groupFacts(db, groupId);
  if (!facts || !canRead(facts, hash)) throw notFound('errors.group_not_found');
  return facts;
}

export async function managedGroup(db: Queryable, user: AuthUser, groupId: number, lock = false): Promise<GroupFacts> {
  const facts = await groupFacts(db, groupId, lock);
  if (!facts) throw notFound('errors.group_not_found');
  if (!canManageTournament(user, facts.owner_id)) throw forbidden();
  return facts;
}
