import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TEAM_MESSAGES, TEAM_ROLES, type Locale } from '@portal/shared/constants';
import type { PublicTeam, Team, TeamDeleted } from '@portal/shared/contracts';
import { decideTeamAction, entriesBlockingDeletion, entriesWithdrawnOnDeletion, TEAM_DELETE_BLOCKED_CODE, TEAM_REFUSALS, teamRoleOf, type TeamAction, type TeamDecision } from '@portal/shared/domain';
import type { CreateTeamOutput, UpdateTeamOutput } from '@portal/shared/schemas';
import type { Queryable, Tx } from '../../db/client';
import { teamMembers, teams, tournamentEntries, transfers } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { HttpError, notFound, validationFailed } from '../../http/http-error';
import type { UploadedFile } from '../../http/multipart-form';
import { deleteUploads } from '../../media/store';
import { storeTeamLogo } from './logo';
import { entryFacts, findPublicTeam, findTeam, gameRef, lockTeam, membersOf, nameTaken, slugsLike, teamsOfUser, type MembershipRow } from './repository';
import { roleCodeOf, toPublicTeam, toTeam } from './serializer';
import { baseSlug, freeSlug } from './slug';

/** Team rules and writes. Every change is one transaction; the rules are shared/domain's. */
export const teamNotFound = () => notFound('team_page.team_not_found');

/** A refused decision of the shared rules as the HTTP failure it is. */
export function enforce(decision: TeamDecision): void {
  if (decision.allowed) return;
  const refusal = TEAM_REFUSALS[decision.refusal];
  throw new HttpError(refusal.kind === 'forbidden' ? 403 : 409, refusal.code);
}

export const newInviteHash = () => randomBytes(18).toString('base64url');

export const roleOfIn = (members: readonly MembershipRow[], userId: number) =>
  teamRoleOf(
    members.map((m) => ({ id: m.userId, role_in_team: { code: roleCodeOf(m.roleId) } })),
    userId,
  );

/** The locked team and the caller's role in it; 404 for no team, the action's refusal otherwise. */
export async function teamForAction(tx: Tx, teamId: number, userId: number, action: TeamAction) {
  const team = await lockTeam(tx, teamId);
  if (!team) throw teamNotFound();
  const members = await membersOf(tx, teamId);
  const role = roleOfIn(members, userId);
  enforce(decideTeamAction(role, action));
  return { team, members, role };
}

/**
 * Before a team update reads its body (a multipart logo is buffered as it is read): the caller must be
 * allowed at least the smallest update (a new invite link), so a stranger's upload is refused (404, 403)
 * before any file is read. The full check runs again in the update's transaction.
 */
export async function mayUpdateTeam(db: Queryable, teamId: number, userId: number): Promise<void> {
  if (!(await findTeam(db, teamId))) throw teamNotFound();
  enforce(decideTeamAction(roleOfIn(await membersOf(db, teamId), userId), 'regenerate-invite-link'));
}

export async function teamAnswer(db: Queryable, teamId: number, viewerId: number, locale: Locale): Promise<Team> {
  const row = await findTeam(db, teamId);
  if (!row) throw teamNotFound();
  return toTeam(row, viewerId, locale);
}

export async function recordTransfer(tx: Tx, rows: { userId: number; gameId: number; fromTeamId?: number; toTeamId?: number; kind: 'join' | 'leave' }[]) {
  if (rows.length > 0) await tx.insert(transfers).values(rows.map((r) => ({ userId: r.userId, gameId: r.gameId, fromTeamId: r.fromTeamId ?? null, toTeamId: r.toTeamId ?? null, kind: r.kind })));
}

export async function myTeams(db: Queryable, userId: number, gameId: number | undefined, locale: Locale): Promise<Team[]> {
  return (await teamsOfUser(db, userId, gameId)).map((row) => toTeam(row, userId, locale));
}

export async function readTeam(db: Queryable, teamId: number, userId: number, locale: Locale): Promise<Team> {
  const row = await findTeam(db, teamId);
  if (!row) throw teamNotFound();
  const team = toTeam(row, userId, locale);
  enforce(decideTeamAction(teamRoleOf(team.members, userId), 'view'));
  return team;
}

export async function publicTeam(db: Queryable, slug: string, locale: Locale): Promise<PublicTeam> {
  const row = await findPublicTeam(db, slug);
  if (!row) throw teamNotFound();
  return toPublicTeam(row, locale);
}

const nameTakenError = () => validationFailed({ name: [TEAM_MESSAGES.name_taken] });

/** The unique indexes a team write may break, as the answers they mean (null: something else). */
function clash(error: unknown): 'name' | 'slug' | null {
  const constraint = uniqueViolation(error);
  if (constraint === 'teams_game_name_unique') return 'name';
  if (constraint === 'teams_slug_unique') return 'slug';
  return null;
}

/** Runs a team write; a name taken meanwhile is the 422 it would have been, a slug taken meanwhile is tried again once. */
async function withClashRetry<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      const kind = clash(error);
      if (kind === 'name') throw nameTakenError();
      if (kind !== 'slug' || attempt > 0) throw error;
    }
  }
}

async function slugFor(tx: Tx, name: string): Promise<string> {
  const base = baseSlug(name);
  return freeSlug(base, await slugsLike(tx, base));
}

/** POST /team: the creator becomes the owner (role 1); joining is recorded in the transfers. */
export async function createTeam(app: FastifyInstance, userId: number, input: CreateTeamOutput, logo: UploadedFile | undefined, locale: Locale): Promise<Team> {
  return withClashRetry(() =>
    app.db.transaction(async (tx) => {
      const game = await gameRef(tx, input.game_id);
      if (!game) throw validationFailed({ game_id: [TEAM_MESSAGES.game_required] });
      if (await nameTaken(tx, game.id, input.name, null)) throw nameTakenError();
      const stored = logo ? await storeTeamLogo(tx, logo, userId) : null;
      const [row] = await tx
        .insert(teams)
        .values({
          name: input.name,
          slug: await slugFor(tx, input.name),
          gameId: game.id,
          inviteHash: newInviteHash(),
          createdById: userId,
          logoUrl: stored?.original_url ?? null,
          logoWebpUrl: stored?.webp ?? null,
          logoSmallWebpUrl: stored?.small_webp ?? null,
        })
        .returning({ id: teams.id });
      if (!row) throw new Error('team insert returned nothing');
      await tx.insert(teamMembers).values({ teamId: row.id, userId, roleId: TEAM_ROLES.owner });
      await recordTransfer(tx, [{ userId, gameId: game.id, toTeamId: row.id, kind: 'join' }]);
      return teamAnswer(tx, row.id, userId, locale);
    }),
  );
}

/**
 * PUT /team/{id} (or POST with _method=PUT): the name (a new slug with it), a new invite hash
 * (change_hash: the old link stops working) and the logo (the old files are removed). Owner only.
 */
export async function updateTeam(app: FastifyInstance, teamId: number, userId: number, input: UpdateTeamOutput, logo: UploadedFile | undefined, locale: Locale): Promise<Team> {
  return withClashRetry(() =>
    app.db.transaction(async (tx) => {
      const { team, role } = await teamForAction(tx, teamId, userId, input.change_hash ? 'regenerate-invite-link' : 'update-team');
      if (input.name !== undefined || logo) enforce(decideTeamAction(role, 'update-team'));
      const changes: Partial<typeof teams.$inferInsert> = {};
      if (input.name !== undefined && input.name !== team.name) {
        if (await nameTaken(tx, team.gameId, input.name, team.id)) throw nameTakenError();
        changes.name = input.name;
        if (baseSlug(input.name) !== baseSlug(team.name)) changes.slug = await slugFor(tx, input.name);
      }
      if (input.change_hash) changes.inviteHash = newInviteHash();
      if (logo) {
        const stored = await storeTeamLogo(tx, logo, userId);
        await deleteUploads(tx, [team.logoUrl, team.logoWebpUrl, team.logoSmallWebpUrl]);
        Object.assign(changes, { logoUrl: stored.original_url, logoWebpUrl: stored.webp, logoSmallWebpUrl: stored.small_webp });
      }
      if (Object.keys(changes).length > 0) await tx.update(teams).set({ ...changes, updatedAt: new Date() }).where(eq(teams.id, team.id));
      return teamAnswer(tx, team.id, userId, locale);
    }),
  );
}

/**
 * DELETE /team/{id}: refused while the team is accepted to a tournament that has not ended; otherwise its
 * pending (and rejected) entries are withdrawn, its members leave (recorded as transfers) and the team is
 * marked deleted with a new invite hash, in one transaction. The row stays for the tournaments' history.
 */
export async function deleteTeam(app: FastifyInstance, teamId: number, userId: number): Promise<TeamDeleted> {
  return app.db.transaction(async (tx) => {
    const { team, members } = await teamForAction(tx, teamId, userId, 'delete-team');
    const entries = await entryFacts(tx, team.id);
    if (entriesBlockingDeletion(entries).length > 0) throw new HttpError(409, TEAM_DELETE_BLOCKED_CODE);
    const withdrawn = entriesWithdrawnOnDeletion(entries).map((entry) => entry.id);
    if (withdrawn.length > 0) await tx.delete(tournamentEntries).where(inArray(tournamentEntries.id, withdrawn));
    await recordTransfer(
      tx,
      members.map((m) => ({ userId: m.userId, gameId: team.gameId, fromTeamId: team.id, kind: 'leave' as const })),
    );
    await tx.delete(teamMembers).where(eq(teamMembers.teamId, team.id));
    await tx.update(teams).set({ deletedAt: new Date(), inviteHash: newInviteHash(), updatedAt: new Date() }).where(eq(teams.id, team.id));
    return { id: team.id, deleted: true as const };
  });
}

