import { notificationPath, notificationTextValues } from './notification-view';

describe('notification text values', () => {
  it('reads the names whatever the writing feature called them', () => {
    expect(notificationTextValues({ team_name: 'Almaty Wolves', role: 'manager' })).toMatchObject({ team: 'Almaty Wolves', role: 'manager', tournament: '' });
    expect(notificationTextValues({ team: 'Aral', tournament: 'Masters', tournament_slug: 'masters' })).toMatchObject({ team: 'Aral', tournament: 'Masters' });
    expect(notificationTextValues({ tournament_slug: 'istanbul-clash', stage: 'Final', game_time: '2026-12-01 18:00' })).toMatchObject({ tournament: 'istanbul-clash', group: 'Final', game_time: '2026-12-01 18:00' });
    expect(notificationTextValues({ organization: 'Night Series', username: 'Timur', reason: 'late', group: 7 })).toMatchObject({ organization: 'Night Series', username: 'Timur', reason: 'late', group: '7' });
  });

  it('leaves out what is missing or not text', () => {
    expect(notificationTextValues({ team: { name: 'x' }, tournament: '', reason: null })).toEqual({ team: '', tournament: '', username: '', role: '', reason: '', group: '', game_time: '', organization: '' });
  });
});

describe('notification links', () => {
  it('fills the route with its parameters and adds the suffix', () => {
    expect(notificationPath({ route: 'teams.detail', params: { teamId: 5 } })).toBe('/my-teams/5');
    expect(notificationPath({ route: 'applications' })).toBe('/applications');
    expect(notificationPath({ route: 'settings.new', suffix: '?tab=safety' })).toBe('/settings-new?tab=safety');
  });

  it('has no link without one, for an unknown route or a missing parameter', () => {
    expect(notificationPath(null)).toBeNull();
    expect(notificationPath(undefined)).toBeNull();
    expect(notificationPath({ route: 'nowhere' })).toBeNull();
    expect(notificationPath({ route: 'teams.detail' })).toBeNull();
  });
});
