import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { APPLICATION_ERRORS } from '@portal/shared/constants';
import type { ReviewEntries, ReviewEntry } from '@portal/shared/contracts';
import { canManageTournament } from '@portal/shared/domain';
import type { DeclineEntryOutput } from '@portal/shared/schemas';
import type { Queryable, Tx } from '../../db/client';
import { stageTeamMembers, stageTeams, tournamentEntries, tournamentEntryMembers, tournamentTeams } from '../../db/schema';
import { forbidden, HttpError } from '../../http/http-error';
import type { AuthUser } from '../../sessions/bearer';
import { withNotices } from '../../services/notifications/notify';
import { captainsOf, entriesOfTournament, findEntry, lockEntryAfterTournament, tournamentFacts, type EntryRow } from './repository';
import { toReviewEntry } from './serializer';
import { entryNotFound, tournamentNotFound } from './entry-checks';

/**
 * The organiser's review of applications: staff, or the organiser who owns the tournament,
 * list the applications with the players' eligibility, accept (within slot_count: a tournament team and
 * its stage team with the players who did not decline) or decline with a reason. The team's owner,
 * managers and chosen players are told, in the same transaction.
 */
async function managedFacts(db: Queryable, user: AuthUser, tournamentId: number) {
  const facts = await tournamentFacts(db, tournamentId);
  if (!facts) throw tournamentNotFound();
  if (!canManageTournament(user, facts.owner_id)) throw forbidden();
  return facts;
}

export async function reviewEntries(db: Queryable, user: AuthUser, tournamentId: number): Promise<ReviewEntries> {
  const facts = await managedFacts(db, user, tournamentId);
  const entries = await entriesOfTournament(db, tournamentId);
  return { slot_count: facts.slot_count, accepted_count: facts.accepted_count, entries: entries.map(toReviewEntry) };
}

/** The entry, locked, of a tournament the user manages (the tournament row locked first: one lock order with applying and resending). */
async function managedEntry(tx: Tx, user: AuthUser, entryId: number) {
  const head = await lockEntryAfterTournament(tx, entryId);
  if (!head) throw entryNotFound();
  const facts = await managedFacts(tx, user, head.tournamentId);
  return { head, facts };
}

const audience = async (tx: Tx, row: EntryRow) => [...new Set([...(await captainsOf(tx, row.team.id)), ...row.members.filter((m) => m.status !== 'declined').map((m) => m.id)])];

async function reviewed(tx: Tx, entryId: number): Promise<ReviewEntry> {
  const row = await findEntry(tx, entryId, null);
  if (!row) throw entryNotFound();
  return toReviewEntry(row);
}

/** POST /tournament/accept: the application becomes a tournament team in its stage (and group), within slot_count. */
export async function acceptEntry(app: FastifyInstance, user: AuthUser, entryId: number): Promise<ReviewEntry> {
  return withNotices(app, async (tx, notify) => {
    const { head, facts } = await managedEntry(tx, user, entryId);
    if (head.status !== 'await') throw new HttpError(409, APPLICATION_ERRORS.not_awaiting);
    if (facts.accepted_count >= facts.slot_count) throw new HttpError(409, APPLICATION_ERRORS.slots_full);
    await tx.update(tournamentEntries).set({ status: 'accepted', rejectDescription: null, updatedAt: new Date() }).where(eq(tournamentEntries.id, entryId));
    const [team] = await tx.insert(tournamentTeams).values({ tournamentId: head.tournamentId, teamId: head.teamId, entryId }).returning({ id: tournamentTeams.id });
    if (!team) throw new Error('tournament team insert returned nothing');
    const [stageTeam] = await tx.insert(stageTeams).values({ tournamentTeamId: team.id, stageId: head.stageId, groupId: head.groupId }).returning({ id: stageTeams.id });
    if (!stageTeam) throw new Error('stage team insert returned nothing');
    const players = await tx
      .select({ userId: tournamentEntryMembers.userId })
      .from(tournamentEntryMembers)
      .where(and(eq(tournamentEntryMembers.entryId, entryId), ne(tournamentEntryMembers.status, 'declined')));
    if (players.length > 0) await tx.insert(stageTeamMembers).values(players.map((p) => ({ stageTeamId: stageTeam.id, userId: p.userId })));
    const row = await findEntry(tx, entryId, null);
    if (!row) throw entryNotFound();
    const data = { tournament: facts.name, tournament_slug: facts.slug, team: row.team.name };
    await notify((await audience(tx, row)).map((userId) => ({ userId, type: 'entry_accepted' as const, data, link: { route: 'applications' as const } })));
    return toReviewEntry(row);
  });
}

/** POST /tournament/decline: the application is rejected with a reason (an accepted one leaves the tournament). */
export async function declineEntry(app: FastifyInstance, user: AuthUser, input: DeclineEntryOutput): Promise<ReviewEntry> {
  return withNotices(app, async (tx, notify) => {
    const { head, facts } = await managedEntry(tx, user, input.tournament_entry_id);
    if (head.status === 'rejected') throw new HttpError(409, APPLICATION_ERRORS.not_awaiting);
    await tx.delete(tournamentTeams).where(eq(tournamentTeams.entryId, head.id));
    await tx
      .update(tournamentEntries)
      .set({ status: 'rejected', rejectDescription: input.reject_description ?? null, updatedAt: new Date() })
      .where(eq(tournamentEntries.id, head.id));
    const row = await findEntry(tx, head.id, null);
    if (!row) throw entryNotFound();
    const data = { tournament: facts.name, tournament_slug: facts.slug, team: row.team.name, reason: input.reject_description ?? '' };
    await notify((await audience(tx, row)).map((userId) => ({ userId, type: 'entry_rejected' as const, data, link: { route: 'applications' as const } })));
    return reviewed(tx, head.id);
  });
}
