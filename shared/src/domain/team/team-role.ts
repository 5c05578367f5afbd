import { TEAM_ROLE_CODES, TEAM_ROLES, type TeamRoleCode } from '@portal/shared/constants';

/**
 * Team roles (spec sections 4 and 6). The user's role in the selected team comes from the team's member
 * list; the user counts as owner or manager when the list shows them with that role.
 * The exact split per role is not in the spec. Chosen here: the owner-level actions (change member role,
 * remove member, regenerate the invite link, update team data and logo, delete team) and the captain
 * actions (apply, edit and withdraw applications, manage members) are open to owner and manager alike —
 * the spec derives one owner-or-manager flag for them; leaving is open to members and managers (the
 * owner deletes the team instead, so a team never loses its owner).
 */
export interface TeamMemberLike {
  /** The member's user id. */
  id: number;
  role_in_team?: { code?: string | number | null; id?: number | null } | null;
}

function roleOfMember(member: TeamMemberLike): TeamRoleCode | null {
  const role = member.role_in_team;
  if (!role) return null;
  if (typeof role.code === 'string' && (TEAM_ROLE_CODES as readonly string[]).includes(role.code)) return role.code as TeamRoleCode;
  const numeric = typeof role.code === 'number' ? role.code : role.id;
  return TEAM_ROLE_CODES.find((code) => TEAM_ROLES[code] === numeric) ?? null;
}

/** The user's role in a team, or null when the user is not in its member list. */
export function teamRoleOf(members: readonly TeamMemberLike[] | null | undefined, userId: number | null | undefined): TeamRoleCode | null {
  if (userId == null) return null;
  const member = (members ?? []).find((m) => m.id === userId);
  return member ? roleOfMember(member) : null;
}

export function isOwnerOrManager(role: TeamRoleCode | null): boolean {
  return role === 'owner' || role === 'manager';
}

export const OWNER_LEVEL_ACTIONS = ['change-member-role', 'remove-member', 'regenerate-invite-link', 'update-team', 'delete-team'] as const;
export const CAPTAIN_ACTIONS = ['apply', 'edit-application', 'withdraw-application', 'manage-members'] as const;
export type TeamAction = (typeof OWNER_LEVEL_ACTIONS)[number] | (typeof CAPTAIN_ACTIONS)[number] | 'leave-team';

export function canPerformTeamAction(role: TeamRoleCode | null, action: TeamAction): boolean {
  if (action === 'leave-team') return role === 'member' || role === 'manager';
  return isOwnerOrManager(role);
}
