import type { TeamRoleCode } from '@portal/shared/constants';
import {
  canPerformTeamAction,
  decideRemoval,
  decideRoleChange,
  decideTeamAction,
  memberActionsFor,
  roleChangePlan,
  roleChoicesFor,
  TEAM_ACTIONS,
  TEAM_REFUSALS,
  teamActionsFor,
} from './permissions';

const ROLES: TeamRoleCode[] = ['owner', 'manager', 'member'];

describe('team permissions (spec section 6, issue 8)', () => {
  it('the owner does every whole-team action but leaving', () => {
    for (const action of TEAM_ACTIONS) expect([action, canPerformTeamAction('owner', action)]).toEqual([action, action !== 'leave-team']);
  });

  it('a manager shares the link, changes roles, removes players, applies and leaves; never edits, deletes or transfers', () => {
    const allowed = TEAM_ACTIONS.filter((action) => canPerformTeamAction('manager', action));
    expect(allowed).toEqual(['view', 'share-invite-link', 'change-member-role', 'remove-member', 'leave-team', 'apply', 'edit-application', 'withdraw-application']);
  });

  it('a member sees the team and leaves it', () => {
    expect(TEAM_ACTIONS.filter((action) => canPerformTeamAction('member', action))).toEqual(['view', 'leave-team']);
  });

  it('someone outside the team can do nothing', () => {
    for (const action of TEAM_ACTIONS) {
      expect(canPerformTeamAction(null, action)).toBe(false);
      expect(decideTeamAction(null, action)).toEqual({ allowed: false, refusal: 'not_member' });
    }
  });

  it('names why a whole-team action is refused', () => {
    expect(decideTeamAction('member', 'share-invite-link')).toEqual({ allowed: false, refusal: 'captain_only' });
    expect(decideTeamAction('member', 'delete-team')).toEqual({ allowed: false, refusal: 'owner_only' });
    expect(decideTeamAction('manager', 'delete-team')).toEqual({ allowed: false, refusal: 'owner_only' });
    expect(decideTeamAction('manager', 'update-team')).toEqual({ allowed: false, refusal: 'owner_only' });
    expect(decideTeamAction('owner', 'leave-team')).toEqual({ allowed: false, refusal: 'owner_cannot_leave' });
    expect(decideTeamAction('member', 'leave-team')).toEqual({ allowed: true });
    expect(decideTeamAction('owner', 'delete-team')).toEqual({ allowed: true });
  });

  it('every refusal is an errors-namespace code with a status kind', () => {
    for (const { code, kind } of Object.values(TEAM_REFUSALS)) {
      expect(code).toMatch(/^team_page\.[a-z_]+$/);
      expect(['forbidden', 'conflict']).toContain(kind);
    }
  });
});

describe('changing a member role', () => {
  it('the owner gives any other member any role, owner included (a transfer)', () => {
    for (const target of ['manager', 'member'] as const) {
      for (const next of ROLES) expect(decideRoleChange({ actor: 'owner', target, self: false }, next)).toEqual({ allowed: true });
    }
  });

  it('a manager switches others between member and manager only', () => {
    expect(decideRoleChange({ actor: 'manager', target: 'member', self: false }, 'manager')).toEqual({ allowed: true });
    expect(decideRoleChange({ actor: 'manager', target: 'manager', self: false }, 'member')).toEqual({ allowed: true });
    expect(decideRoleChange({ actor: 'manager', target: 'member', self: false }, 'owner')).toEqual({ allowed: false, refusal: 'owner_only' });
    expect(decideRoleChange({ actor: 'manager', target: 'owner', self: false }, 'member')).toEqual({ allowed: false, refusal: 'owner_untouchable' });
  });

  it('nobody changes their own role, and a member changes none', () => {
    expect(decideRoleChange({ actor: 'owner', target: 'owner', self: true }, 'manager')).toEqual({ allowed: false, refusal: 'own_role' });
    expect(decideRoleChange({ actor: 'manager', target: 'manager', self: true }, 'member')).toEqual({ allowed: false, refusal: 'own_role' });
    expect(decideRoleChange({ actor: 'member', target: 'member', self: false }, 'manager')).toEqual({ allowed: false, refusal: 'captain_only' });
    expect(decideRoleChange({ actor: null, target: 'member', self: false }, 'manager')).toEqual({ allowed: false, refusal: 'not_member' });
  });

  it('offers the roles the actor may give, without the current one', () => {
    expect(roleChoicesFor({ actor: 'owner', target: 'member', self: false })).toEqual(['manager', 'owner']);
    expect(roleChoicesFor({ actor: 'owner', target: 'manager', self: false })).toEqual(['member', 'owner']);
    expect(roleChoicesFor({ actor: 'manager', target: 'member', self: false })).toEqual(['manager']);
    expect(roleChoicesFor({ actor: 'manager', target: 'owner', self: false })).toEqual([]);
    expect(roleChoicesFor({ actor: 'owner', target: 'owner', self: true })).toEqual([]);
    expect(roleChoicesFor({ actor: 'member', target: 'manager', self: false })).toEqual([]);
  });

  it('handing the ownership over makes the old owner a manager in the same change', () => {
    expect(roleChangePlan({ actorId: 1, targetId: 2, next: 'owner' })).toEqual([
      { userId: 1, role: 'manager' },
      { userId: 2, role: 'owner' },
    ]);
    expect(roleChangePlan({ actorId: 1, targetId: 2, next: 'manager' })).toEqual([{ userId: 2, role: 'manager' }]);
  });
});

describe('removing a member', () => {
  it('the owner removes anyone else; a manager anyone but the owner', () => {
    expect(decideRemoval({ actor: 'owner', target: 'manager', self: false })).toEqual({ allowed: true });
    expect(decideRemoval({ actor: 'owner', target: 'member', self: false })).toEqual({ allowed: true });
    expect(decideRemoval({ actor: 'manager', target: 'member', self: false })).toEqual({ allowed: true });
    expect(decideRemoval({ actor: 'manager', target: 'manager', self: false })).toEqual({ allowed: true });
    expect(decideRemoval({ actor: 'manager', target: 'owner', self: false })).toEqual({ allowed: false, refusal: 'owner_untouchable' });
  });

  it('nobody removes themselves (they leave), a member removes nobody', () => {
    expect(decideRemoval({ actor: 'owner', target: 'owner', self: true })).toEqual({ allowed: false, refusal: 'remove_self' });
    expect(decideRemoval({ actor: 'member', target: 'member', self: false })).toEqual({ allowed: false, refusal: 'captain_only' });
    expect(decideRemoval({ actor: null, target: 'member', self: false })).toEqual({ allowed: false, refusal: 'not_member' });
  });
});

describe('actions the team page shows', () => {
  it('per member row', () => {
    expect(memberActionsFor({ actor: 'owner', target: 'member', self: false })).toEqual({ changeRole: true, remove: true });
    expect(memberActionsFor({ actor: 'manager', target: 'owner', self: false })).toEqual({ changeRole: false, remove: false });
    expect(memberActionsFor({ actor: 'owner', target: 'owner', self: true })).toEqual({ changeRole: false, remove: false });
    expect(memberActionsFor({ actor: 'member', target: 'manager', self: false })).toEqual({ changeRole: false, remove: false });
  });

  it('for the whole team', () => {
    expect(teamActionsFor('owner')).toEqual({ invite: true, edit: true, regenerateLink: true, remove: true, leave: false });
    expect(teamActionsFor('manager')).toEqual({ invite: true, edit: false, regenerateLink: false, remove: false, leave: true });
    expect(teamActionsFor('member')).toEqual({ invite: false, edit: false, regenerateLink: false, remove: false, leave: true });
    expect(teamActionsFor(null)).toEqual({ invite: false, edit: false, regenerateLink: false, remove: false, leave: false });
  });
});
