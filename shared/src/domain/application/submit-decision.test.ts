import fc from 'fast-check';
import { TEAM_TOURNAMENT_STATUSES } from '../tournament/team-status';
import { decideSubmit } from './submit-decision';

describe('application submit (spec section 4)', () => {
  it('team awaiting admin or rejected: the application is resent', () => {
    expect(decideSubmit('default', 'awaitingAcceptedAdmin')).toBe('resend');
    expect(decideSubmit('default', 'rejected')).toBe('resend');
    expect(decideSubmit('editor', 'awaitingAcceptedAdmin')).toBe('resend');
    expect(decideSubmit('editor', 'rejected')).toBe('resend');
  });

  it('default modal mode and not rejected: a new application is sent', () => {
    expect(decideSubmit('default', 'default')).toBe('new');
    expect(decideSubmit('default', 'accepted')).toBe('new');
  });

  it('editor mode: the application is updated', () => {
    expect(decideSubmit('editor', 'accepted')).toBe('update');
    expect(decideSubmit('editor', 'awaitingSelectGroupFromUser')).toBe('update');
  });

  it('never sends a new application for a rejected team', () => {
    fc.assert(
      fc.property(fc.constantFrom('default' as const, 'editor' as const), fc.constantFrom(...TEAM_TOURNAMENT_STATUSES), (mode, status) => {
        const action = decideSubmit(mode, status);
        if (status === 'rejected') expect(action).toBe('resend');
        if (mode === 'editor') expect(action).not.toBe('new');
      }),
    );
  });
});
