import { TEAM_ROLE_CODES, TEAM_ROLES, type TeamRoleCode } from '@portal/shared/constants';

/**
 * Team roles (docs/spec.md sections 4 and 6). The user's role in the selected team comes from the team's member
 * list; the user counts as owner or manager when the list shows them with that role. What each role may
 * do is in ./permissions.
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

/** The user's current team role counts as owner or manager (docs/spec.md section 4): the captain flag. */
export function isOwnerOrManager(role: TeamRoleCode | null): boolean {
  return role === 'owner' || role === 'manager';
}
