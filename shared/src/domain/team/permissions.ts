import type { TeamRoleCode } from '@portal/shared/constants';

/**
 * Who may do what in a team (docs/spec.md section 6; where it is silent, the rule here is ours). Used by the team
 * pages (which actions to show) and by the API (which requests to refuse), so both read one table.
 *
 * - The owner does everything, and is the only one to edit the team (name, logo), regenerate its invite
 *   link, delete it or hand the ownership over. Making another member owner turns the old owner into a
 *   manager: a team always has exactly one owner.
 * - A manager changes roles between member and manager, removes players and shares the invite link, but
 *   never touches the owner.
 * - Members and managers may leave; the owner may not while owning (transfer or delete first).
 * - Nobody changes their own role or removes themselves (leaving is its own action).
 * - The captain actions of applications (apply, edit, withdraw) are the owner's and the manager's.
 */
export const TEAM_ACTION_ROLES = {
  view: ['owner', 'manager', 'member'],
  'share-invite-link': ['owner', 'manager'],
  'change-member-role': ['owner', 'manager'],
  'remove-member': ['owner', 'manager'],
  'transfer-ownership': ['owner'],
  'regenerate-invite-link': ['owner'],
  'update-team': ['owner'],
  'delete-team': ['owner'],
  'leave-team': ['manager', 'member'],
  apply: ['owner', 'manager'],
  'edit-application': ['owner', 'manager'],
  'withdraw-application': ['owner', 'manager'],
} as const satisfies Record<string, readonly TeamRoleCode[]>;

export type TeamAction = keyof typeof TEAM_ACTION_ROLES;
export const TEAM_ACTIONS = Object.keys(TEAM_ACTION_ROLES) as TeamAction[];

/**
 * Why a team action is refused: the failure code the API answers (an i18n key of the errors namespace)
 * and the kind of refusal (the API's status: forbidden 403, conflict 409).
 */
export const TEAM_REFUSALS = {
  not_member: { code: 'team_page.not_a_member', kind: 'forbidden' },
  owner_only: { code: 'team_page.owner_only', kind: 'forbidden' },
  captain_only: { code: 'team_page.captain_only', kind: 'forbidden' },
  owner_untouchable: { code: 'team_page.owner_untouchable', kind: 'forbidden' },
  own_role: { code: 'team_page.own_role', kind: 'conflict' },
  remove_self: { code: 'team_page.remove_self', kind: 'conflict' },
  owner_cannot_leave: { code: 'team_page.owner_cannot_leave', kind: 'conflict' },
} as const satisfies Record<string, { code: string; kind: 'forbidden' | 'conflict' }>;

export type TeamRefusal = keyof typeof TEAM_REFUSALS;
export type TeamDecision = { allowed: true } | { allowed: false; refusal: TeamRefusal };

const ALLOWED: TeamDecision = { allowed: true };
const refuse = (refusal: TeamRefusal): TeamDecision => ({ allowed: false, refusal });

/** The role's share of the table, for actions that concern the team as a whole. */
export function canPerformTeamAction(role: TeamRoleCode | null, action: TeamAction): boolean {
  return role !== null && (TEAM_ACTION_ROLES[action] as readonly TeamRoleCode[]).includes(role);
}

/** The refusal of a whole-team action for a role: not a member, or the role is not enough. */
export function decideTeamAction(role: TeamRoleCode | null, action: TeamAction): TeamDecision {
  if (role === null) return refuse('not_member');
  if (canPerformTeamAction(role, action)) return ALLOWED;
  if (action === 'leave-team') return refuse('owner_cannot_leave');
  return refuse(canPerformTeamAction('manager', action) ? 'captain_only' : 'owner_only');
}

export interface MemberActionInput {
  /** The role of the user who acts (null: not in the team). */
  actor: TeamRoleCode | null;
  /** The role of the member acted upon. */
  target: TeamRoleCode;
  /** The actor is the member acted upon. */
  self: boolean;
}

/** Changing a member's role to `next` (owner: hands the ownership over). */
export function decideRoleChange({ actor, target, self }: MemberActionInput, next: TeamRoleCode): TeamDecision {
  const base = decideTeamAction(actor, 'change-member-role');
  if (!base.allowed) return base;
  if (self) return refuse('own_role');
  if (actor === 'owner') return ALLOWED;
  if (target === 'owner') return refuse('owner_untouchable');
  return next === 'owner' ? refuse('owner_only') : ALLOWED;
}

/** Removing a member from the team. */
export function decideRemoval({ actor, target, self }: MemberActionInput): TeamDecision {
  const base = decideTeamAction(actor, 'remove-member');
  if (!base.allowed) return base;
  if (self) return refuse('remove_self');
  return actor === 'manager' && target === 'owner' ? refuse('owner_untouchable') : ALLOWED;
}

/** The roles the actor may give the member, other than the one the member has (for the change-role modal). */
export function roleChoicesFor(input: MemberActionInput): TeamRoleCode[] {
  const order: TeamRoleCode[] = ['member', 'manager', 'owner'];
  return order.filter((next) => next !== input.target && decideRoleChange(input, next).allowed);
}

export interface RoleAssignment {
  userId: number;
  role: TeamRoleCode;
}

/**
 * The role rows a change writes: the member gets the new role; when it is owner, the old owner becomes a
 * manager in the same change (exactly one owner, always).
 */
export function roleChangePlan({ actorId, targetId, next }: { actorId: number; targetId: number; next: TeamRoleCode }): RoleAssignment[] {
  return next === 'owner'
    ? [
        { userId: actorId, role: 'manager' },
        { userId: targetId, role: 'owner' },
      ]
    : [{ userId: targetId, role: next }];
}

/** What the team page offers the viewer for one member row. */
export function memberActionsFor(input: MemberActionInput): { changeRole: boolean; remove: boolean } {
  return { changeRole: roleChoicesFor(input).length > 0, remove: decideRemoval(input).allowed };
}

/** What the team page offers the viewer for the team as a whole. */
export function teamActionsFor(role: TeamRoleCode | null) {
  return {
    invite: canPerformTeamAction(role, 'share-invite-link'),
    edit: canPerformTeamAction(role, 'update-team'),
    regenerateLink: canPerformTeamAction(role, 'regenerate-invite-link'),
    remove: canPerformTeamAction(role, 'delete-team'),
    leave: canPerformTeamAction(role, 'leave-team'),
  };
}
