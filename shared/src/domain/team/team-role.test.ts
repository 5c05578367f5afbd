import { isOwnerOrManager, teamRoleOf } from './team-role';

const members = [
  { id: 1, role_in_team: { code: 'owner' } },
  { id: 2, role_in_team: { code: 'member' } },
  { id: 3, role_in_team: { code: 'manager' } },
  { id: 4, role_in_team: { id: 3 } },
  { id: 5, role_in_team: { code: 1 } },
  { id: 6, role_in_team: null },
  { id: 7, role_in_team: { code: 'coach' } },
];

describe('current team role (spec sections 4 and 6)', () => {
  it('is derived from the selected team member list', () => {
    expect(teamRoleOf(members, 1)).toBe('owner');
    expect(teamRoleOf(members, 2)).toBe('member');
    expect(teamRoleOf(members, 3)).toBe('manager');
  });

  it('reads numeric role ids (owner 1, member 2, manager 3) too', () => {
    expect(teamRoleOf(members, 4)).toBe('manager');
    expect(teamRoleOf(members, 5)).toBe('owner');
  });

  it('has no role outside the list or without a known role', () => {
    expect(teamRoleOf(members, 99)).toBeNull();
    expect(teamRoleOf(members, 6)).toBeNull();
    expect(teamRoleOf(members, 7)).toBeNull();
    expect(teamRoleOf(members, null)).toBeNull();
    expect(teamRoleOf(undefined, 1)).toBeNull();
  });

  it('the user counts as owner or manager when the member list shows them with that role', () => {
    expect(isOwnerOrManager('owner')).toBe(true);
    expect(isOwnerOrManager('manager')).toBe(true);
    expect(isOwnerOrManager('member')).toBe(false);
    expect(isOwnerOrManager(null)).toBe(false);
  });
});
