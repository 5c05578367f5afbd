import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TEAM_ROLES, type Locale, type TeamRoleCode } from '@portal/shared/constants';
import type { NotificationLink, Team, TeamInvitePreview, TeamLeft } from '@portal/shared/contracts';
import { decideRemoval, decideRoleChange, roleChangePlan } from '@portal/shared/domain';
import type { Queryable } from '../../db/client';
import { teamMembers } from '../../db/schema';
import { HttpError, notFound } from '../../http/http-error';
import { withNotices } from '../../services/notifications/notify';
import { gameRef, lockTeam, membersOf, teamByInviteHash } from './repository';
import { toInvitePreview } from './serializer';
import { enforce, recordTransfer, roleOfIn, teamAnswer, teamForAction, teamNotFound } from './service';

/**
 * Joining by invite link, leaving, role changes and removals, each one transaction with the
 * transfers it records and the notices it sends (withNotices: written with the change, published after
 * the commit).
 */
const STALE_LINK = 'team_page.invite_link_stale';

const teamLink = (teamId: number): NotificationLink => ({ route: 'teams.detail', params: { teamId } });

/** GET /team/by/hash/{hash}: the team behind an invite link (for guests too); 404 for a link no team has now. */
export async function invitePreview(db: Queryable, hash: string, viewerId: number | null): Promise<TeamInvitePreview> {
  const team = await teamByInviteHash(db, hash);
  if (!team) throw notFound(STALE_LINK);
  const members = await membersOf(db, team.id);
  const game = await gameRef(db, team.gameId);
  if (!game) throw notFound(STALE_LINK);
  return toInvitePreview(team, game, members.length, viewerId !== null && members.some((m) => m.userId === viewerId));
}

/**
 * POST /team/participate/{id} { hash }: joins as a member with the team's current invite hash (an old or
 * foreign hash is refused: 403). The owner and the managers are told.
 */
export async function joinTeam(app: FastifyInstance, teamId: number, userId: number, username: string, hash: string, locale: Locale): Promise<Team> {
  return withNotices(app, async (tx, notify) => {
    const team = await lockTeam(tx, teamId);
    if (!team) throw teamNotFound();
    if (team.inviteHash !== hash) throw new HttpError(403, STALE_LINK);
    const members = await membersOf(tx, team.id);
    if (members.some((m) => m.userId === userId)) throw new HttpError(409, 'team_page.already_member');
    await tx.insert(teamMembers).values({ teamId: team.id, userId, roleId: TEAM_ROLES.member });
    await recordTransfer(tx, [{ userId, gameId: team.gameId, toTeamId: team.id, kind: 'join' }]);
    const leads = members.filter((m) => m.roleId === TEAM_ROLES.owner || m.roleId === TEAM_ROLES.manager);
    await notify(
      leads.map((lead) => ({
        userId: lead.userId,
        type: 'team_member_joined' as const,
        data: { team_id: team.id, team: team.name, user_id: userId, username },
        link: teamLink(team.id),
      })),
    );
    return teamAnswer(tx, team.id, userId, locale);
  });
}

/** POST /team/{id}/leave: members and managers leave; the owner must hand the team over or delete it. */
export async function leaveTeam(app: FastifyInstance, teamId: number, userId: number): Promise<TeamLeft> {
  return app.db.transaction(async (tx) => {
    const { team } = await teamForAction(tx, teamId, userId, 'leave-team');
    await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, userId)));
    await recordTransfer(tx, [{ userId, gameId: team.gameId, fromTeamId: team.id, kind: 'leave' }]);
    return { id: team.id, left: true as const };
  });
}

/**
 * POST /team/change/member/role/{team}/{user} { codeRole }: owner and managers switch others between
 * member and manager; the owner may make someone owner, becoming a manager in the same change. The
 * member is told.
 */
export async function changeMemberRole(app: FastifyInstance, teamId: number, actorId: number, targetId: number, next: TeamRoleCode, locale: Locale): Promise<Team> {
  return withNotices(app, async (tx, notify) => {
    const { team, members, role } = await teamForAction(tx, teamId, actorId, 'change-member-role');
    const target = roleOfIn(members, targetId);
    if (!target) throw notFound('team_page.member_not_found');
    enforce(decideRoleChange({ actor: role, target, self: actorId === targetId }, next));
    if (target !== next) {
      for (const assignment of roleChangePlan({ actorId, targetId, next })) {
        await tx
          .update(teamMembers)
          .set({ roleId: TEAM_ROLES[assignment.role] })
          .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, assignment.userId)));
      }
      await notify({ userId: targetId, type: 'team_role_changed', data: { team_id: team.id, team: team.name, role: next }, link: teamLink(team.id) });
    }
    return teamAnswer(tx, team.id, actorId, locale);
  });
}

/** POST /team/member/delete { teamId, userId }: the owner or a manager removes a player, who is told. */
export async function removeMember(app: FastifyInstance, teamId: number, actorId: number, targetId: number, locale: Locale): Promise<Team> {
  return withNotices(app, async (tx, notify) => {
    const { team, members, role } = await teamForAction(tx, teamId, actorId, 'remove-member');
    const target = roleOfIn(members, targetId);
    if (!target) throw notFound('team_page.member_not_found');
    enforce(decideRemoval({ actor: role, target, self: actorId === targetId }));
    await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, targetId)));
    await recordTransfer(tx, [{ userId: targetId, gameId: team.gameId, fromTeamId: team.id, kind: 'leave' }]);
    await notify({ userId: targetId, type: 'team_member_removed', data: { team_id: team.id, team: team.name }, link: { route: 'teams.mine' } });
    return teamAnswer(tx, team.id, actorId, locale);
  });
}

