import { teamSizeLead } from './team-leads';

describe('team-size leads (spec section 2)', () => {
  it('a team below the minimum size gets an add-player button leading to settings', () => {
    expect(teamSizeLead({ membersCount: 2, membersWithGameProfileCount: 2 })).toEqual({
      kind: 'add-player',
      labelKey: 'onboarding.lead_add_player',
      params: { min: 3 },
      path: '/settings',
    });
  });

  it('a team with too few members with game profiles leads to settings-new game-information', () => {
    expect(teamSizeLead({ membersCount: 3, membersWithGameProfileCount: 2 })).toEqual({
      kind: 'fill-game-profiles',
      labelKey: 'onboarding.lead_fill_game_profiles',
      params: { min: 3 },
      path: '/settings-new?tab=game-information',
    });
  });

  it('a full team with game profiles needs no lead', () => {
    expect(teamSizeLead({ membersCount: 3, membersWithGameProfileCount: 3 })).toBeNull();
  });
});
