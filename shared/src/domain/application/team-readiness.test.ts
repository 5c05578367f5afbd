import { preselectedPlayers, readinessFixPath, teamReadiness, type ReadinessMember } from './team-readiness';

const member = (id: number, username: string, ...ineligibility: ReadinessMember['ineligibility']): ReadinessMember => ({ id, username, ineligibility });

describe('team readiness for a tournament', () => {
  it('counts eligible members against the squad size and lists each reason with its fix', () => {
    const members = [member(1, 'Captain', 'no_social_account'), member(2, 'Sniper', 'no_game_profile', 'no_social_account')];
    expect(teamReadiness(members, { min: 4 }, 1)).toEqual({
      eligible: 0,
      members: 2,
      required: 4,
      ready: false,
      readyWithOwnProfile: false,
      blockers: [
        { reason: 'too_few_members', players: [], fix: 'invite_players' },
        { reason: 'no_social_account', players: ['Captain', 'Sniper'], fix: 'link_messenger' },
        { reason: 'no_game_profile', players: ['Sniper'], fix: 'open_team' },
      ],
    });
  });

  it("sends the viewer to settings for their own account and to the team page for a teammate's", () => {
    const members = [member(1, 'Captain'), member(2, 'Sniper', 'no_documents'), member(3, 'Medic'), member(4, 'Scout'), member(5, 'Bench')];
    expect(teamReadiness(members, { min: 4 }, 1)).toMatchObject({ eligible: 4, ready: true, blockers: [{ reason: 'no_documents', fix: 'open_team' }] });
    expect(teamReadiness(members, { min: 4 }, 2).blockers).toEqual([{ reason: 'no_documents', players: ['Sniper'], fix: 'upload_documents' }]);
    expect(teamReadiness(members, { min: 5 }, 1).ready).toBe(false);
  });

  it("lets a team go on when the viewer's own missing game profile is all that keeps it short", () => {
    const members = [member(1, 'Captain', 'no_game_profile'), member(2, 'Sniper'), member(3, 'Medic'), member(4, 'Scout')];
    expect(teamReadiness(members, { min: 4 }, 1)).toMatchObject({ ready: false, readyWithOwnProfile: true });
    expect(teamReadiness(members, { min: 4 }, 2)).toMatchObject({ ready: false, readyWithOwnProfile: false });
    const twoReasons = [member(1, 'Captain', 'no_game_profile', 'no_social_account'), ...members.slice(1)];
    expect(teamReadiness(twoReasons, { min: 4 }, 1).readyWithOwnProfile).toBe(false);
    expect(teamReadiness(members, { min: 5 }, 1).readyWithOwnProfile).toBe(false);
  });

  it('leads each fix to its page', () => {
    expect(readinessFixPath('link_messenger', 7)).toBe('/settings-new?tab=safety');
    expect(readinessFixPath('add_game_profile', 7)).toBe('/settings-new?tab=game-information');
    expect(readinessFixPath('upload_documents', 7)).toBe('/settings-new?tab=game-information');
    expect(readinessFixPath('invite_players', 7)).toBe('/my-teams/7');
    expect(readinessFixPath('open_team', 7)).toBe('/my-teams/7');
  });
});

describe('preselected players', () => {
  it('are the eligible ones when exactly as many as the squad needs, otherwise none', () => {
    const members = [member(1, 'A'), member(2, 'B'), member(3, 'C', 'no_game_profile'), member(4, 'D'), member(5, 'E')];
    expect(preselectedPlayers(members, { min: 4 })).toEqual([1, 2, 4, 5]);
    expect(preselectedPlayers(members, { min: 3 })).toEqual([]);
    expect(preselectedPlayers(members, { min: 5 })).toEqual([]);
  });
});
