import { isRegistrationOpen, isTournamentStatusCode, tournamentStatusLabelKey } from './tournament-status';

describe('tournament status codes (spec section 4)', () => {
  it('labels registration-not-started as soon', () => {
    expect(tournamentStatusLabelKey('registration-not-started')).toBe('tournament_status.registration_not_started');
  });

  it('labels registration, registration-end (awaiting matches), game and ended', () => {
    expect(tournamentStatusLabelKey('registration')).toBe('tournament_status.registration');
    expect(tournamentStatusLabelKey('registration-end')).toBe('tournament_status.registration_end');
    expect(tournamentStatusLabelKey('game')).toBe('tournament_status.game');
    expect(tournamentStatusLabelKey('ended')).toBe('tournament_status.ended');
  });

  it('has no label for unknown codes', () => {
    expect(tournamentStatusLabelKey('paused')).toBeNull();
    expect(tournamentStatusLabelKey(null)).toBeNull();
    expect(isTournamentStatusCode(3)).toBe(false);
  });

  it('is open for registration only in the registration status', () => {
    expect(isRegistrationOpen('registration')).toBe(true);
    expect(isRegistrationOpen('registration-end')).toBe(false);
    expect(isRegistrationOpen(undefined)).toBe(false);
  });
});
