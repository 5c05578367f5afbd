import { sql } from 'drizzle-orm';
import { canReachTournament, isPrivateTournament, type ConsoleUser } from '@portal/shared/domain';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/sql-helpers';
import { notFound } from '../../http/http-error';

/**
 * A tournament as players may reach it (shared canReachTournament): published, and a private one only with
 * its access hash, for its organiser or staff, or for an entrant. Anything else is 404
 * errors.tournament_not_found, the same answer as an id that does not exist. Every players' route that
 * takes a tournament, stage, group or entry of a tournament asks this one helper.
 */
export interface VisibleTournament {
  id: number;
  slug: string;
  name: string;
  game_id: number;
  with_comments: boolean;
  is_private: boolean;
}

export interface TournamentAccess {
  hash: string | null | undefined;
  user: ConsoleUser | null;
}

interface AccessRow extends Omit<VisibleTournament, 'is_private'> {
  access_hash: string | null;
  is_published: boolean;
  owner_id: number | null;
}

/** The caller is a member of a team that applied to the tournament, or a player one of its applications names. */
async function isEntrant(db: Queryable, tournamentId: number, userId: number): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`select 1 as one where exists(select 1 from tournament_entries e join team_members m on m.team_id = e.team_id where e.tournament_id = ${tournamentId} and m.user_id = ${userId})
      or exists(select 1 from tournament_entries e join tournament_entry_members em on em.entry_id = e.id where e.tournament_id = ${tournamentId} and em.user_id = ${userId})`,
  );
  return rows.length > 0;
}

/** Whether the caller reaches the tournament; null when it does not exist. */
export async function reachTournament(db: Queryable, id: number, access: TournamentAccess): Promise<VisibleTournament | null> {
  const [row] = await selectRows<AccessRow>(
    db,
    sql`select id, slug, name, game_id, with_comments, access_hash, is_published, owner_id from tournaments where id = ${id}`,
  );
  if (!row) return null;
  const facts = { isPublished: row.is_published, accessHash: row.access_hash, ownerId: row.owner_id };
  let reached = canReachTournament(facts, { user: access.user, hash: access.hash, isEntrant: false });
  if (!reached && row.is_published && access.user) reached = canReachTournament(facts, { user: access.user, hash: access.hash, isEntrant: await isEntrant(db, id, access.user.id) });
  if (!reached) return null;
  return { id: row.id, slug: row.slug, name: row.name, game_id: row.game_id, with_comments: row.with_comments, is_private: isPrivateTournament(facts) };
}

export async function visibleTournament(db: Queryable, id: number, hash: string | null | undefined, user: TournamentAccess['user'] = null): Promise<VisibleTournament> {
  const found = await reachTournament(db, id, { hash, user });
  if (!found) throw notFound('errors.tournament_not_found');
  return found;
}
