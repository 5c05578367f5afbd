import { ApiError, ApiNetworkError } from '@portal/shared/api-client';
import { prepareI18n } from '@portal/shared/testing';
import { teamFailureMessage } from './team-errors';

const apiError = (status: number, body: { message?: string; code?: string } | null) => new ApiError(status, body, body);

describe('team failure messages (spec section 8)', () => {
  beforeAll(() => prepareI18n('en'));

  it('create: a 4xx shows the server message, no answer the image-size message, anything else error_notif', () => {
    expect(teamFailureMessage(apiError(422, { code: 'team_page.name_taken' }), 'create')).toBe('A team with this name already exists in this game.');
    expect(teamFailureMessage(new ApiNetworkError('network'), 'create')).toBe('The logo must not be larger than 2 MB.');
    expect(teamFailureMessage(apiError(500, { message: 'boom' }), 'create')).toBe('Something went wrong. Try again.');
  });

  it('remove: the server message, or the generic error', () => {
    expect(teamFailureMessage(apiError(500, { message: 'Database is down' }), 'remove')).toBe('Database is down');
    expect(teamFailureMessage(apiError(403, { code: 'team_page.owner_untouchable' }), 'remove')).toBe('A manager cannot change the owner’s role or remove the owner.');
    expect(teamFailureMessage(new ApiNetworkError('timeout'), 'remove')).toBe('An error occurred. Please try again.');
  });

  it('change role: a 4xx shows the server message, otherwise the generic error', () => {
    expect(teamFailureMessage(apiError(409, { code: 'team_page.own_role' }), 'role')).toMatch(/cannot change your own role/);
    expect(teamFailureMessage(apiError(500, { message: 'boom' }), 'role')).toBe('An error occurred. Please try again.');
  });

  it('leave: a 4xx shows the server message, otherwise leave_team_error', () => {
    expect(teamFailureMessage(apiError(409, { code: 'team_page.owner_cannot_leave' }), 'leave')).toMatch(/^The owner cannot leave the team/);
    expect(teamFailureMessage(apiError(503, null), 'leave')).toBe('Leaving the team failed. Try again.');
  });

  it('delete: a 4xx shows the server message, otherwise delete_team_failed', () => {
    expect(teamFailureMessage(apiError(409, { code: 'team_page.delete_active_entry' }), 'delete')).toMatch(/^The team cannot be deleted/);
    expect(teamFailureMessage(apiError(400, { message: 'Plain words from the server' }), 'delete')).toBe('Plain words from the server');
    expect(teamFailureMessage(new ApiNetworkError('network'), 'delete')).toBe('Deleting the team failed. Try again.');
  });
});
