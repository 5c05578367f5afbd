import { isNotificationType, notificationContent } from './notification-data';
import { notificationPath, notificationTextValues } from './notification-view';

describe('notification content', () => {
  it('reads a row as its kind payload', () => {
    expect(notificationContent('team_role_changed', { team_id: 4, team: 'Aral Dragons', role: 'manager' })).toEqual({ type: 'team_role_changed', data: { team_id: 4, team: 'Aral Dragons', role: 'manager' } });
    expect(notificationContent('streamer_answered', { status: 'approved', note: null })).toEqual({ type: 'streamer_answered', data: { status: 'approved', note: null } });
    expect(notificationContent('recovery_locked', {})).toEqual({ type: 'recovery_locked', data: {} });
  });

  it('reads rows stored before the writers agreed: team_name, a tournament by name or slug, a group as stage', () => {
    expect(notificationContent('team_member_joined', { team_id: 4, team_name: 'Almaty Wolves', user_id: 9, username: 'Timur' }).data).toEqual({ team_id: 4, team: 'Almaty Wolves', user_id: 9, username: 'Timur' });
    expect(notificationContent('group_time_changed', { tournament_name: 'Masters', stage: 'Final', game_time: '2026-12-01T13:00:00Z', timezone: 'Asia/Almaty' }).data).toMatchObject({ tournament: 'Masters', group: 'Final' });
    expect(notificationContent('entry_accepted', { tournament_slug: 'istanbul-clash', team: 'Aral' }).data).toEqual({ tournament: 'istanbul-clash', tournament_slug: 'istanbul-clash', team: 'Aral' });
  });

  it("reads a value that is missing or not text as '' for the text to name", () => {
    expect(notificationContent('entry_rejected', { team: { name: 'x' }, tournament: '', reason: null }).data).toEqual({ team: '', tournament: '', tournament_slug: '', reason: '' });
    expect(notificationContent('group_time_confirm', { tournament: 'Masters', tournament_slug: 'masters', group: 7 }).data).toMatchObject({ group: '7' });
  });

  it('knows the kinds of notification there are', () => {
    expect(isNotificationType('entry_accepted')).toBe(true);
    expect(isNotificationType('team_deleted')).toBe(false);
  });
});

describe('notification text values', () => {
  it('takes the values the texts name from the payload of each kind', () => {
    expect(notificationTextValues({ type: 'team_role_changed', data: { team_id: 4, team: 'Almaty Wolves', role: 'manager' } })).toEqual({ team: 'Almaty Wolves', role: 'manager', tournament: '', username: '', reason: '', group: '', game_time: '', organization: '' });
    expect(notificationTextValues({ type: 'entry_rejected', data: { team: 'Aral', tournament: 'Masters', tournament_slug: 'masters', reason: 'late' } })).toMatchObject({ team: 'Aral', tournament: 'Masters', reason: 'late' });
    expect(notificationTextValues({ type: 'organizer_granted', data: { organization: 'Night Series' } })).toMatchObject({ organization: 'Night Series', team: '' });
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
