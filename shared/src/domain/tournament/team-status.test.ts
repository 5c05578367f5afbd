import fc from 'fast-check';
import { ENTRY_STATUS_CODES } from '@portal/shared/constants';
import { deriveTeamStatus, TEAM_TOURNAMENT_STATUSES, teamStatusBadge, teamStatusBadgeLabelKey, type TeamTournamentFacts } from './team-status';

const firstStage = { prev_stage_id: null };
const laterStage = { prev_stage_id: 11 };
const group = { id: 5 };

describe('team status for a tournament (spec section 4)', () => {
  it('accepted: entry accepted and the team is not in a later stage', () => {
    expect(deriveTeamStatus({ entryStatus: 'accepted', tournamentTeam: { stage: firstStage, group } })).toBe('accepted');
    expect(deriveTeamStatus({ entryStatus: 'accepted', tournamentTeam: null })).toBe('accepted');
  });

  it('rejected: entry code rejected', () => {
    expect(deriveTeamStatus({ entryStatus: 'rejected', tournamentTeam: null })).toBe('rejected');
    expect(deriveTeamStatus({ entryStatus: 'rejected', tournamentTeam: { stage: laterStage, group } })).toBe('rejected');
  });

  it('awaitingAcceptedAdmin: entry awaiting and no tournament team yet', () => {
    expect(deriveTeamStatus({ entryStatus: 'await', tournamentTeam: null })).toBe('awaitingAcceptedAdmin');
    expect(deriveTeamStatus({ entryStatus: 'await', tournamentTeam: undefined })).toBe('awaitingAcceptedAdmin');
  });

  it('awaitingGroupStarted: has a later stage and a group assigned', () => {
    expect(deriveTeamStatus({ entryStatus: 'accepted', tournamentTeam: { stage: laterStage, group } })).toBe('awaitingGroupStarted');
    expect(deriveTeamStatus({ entryStatus: 'await', tournamentTeam: { stage: laterStage, group } })).toBe('awaitingGroupStarted');
  });

  it('awaitingSelectGroupFromUser: tournament team without a group', () => {
    expect(deriveTeamStatus({ entryStatus: 'accepted', tournamentTeam: { stage: laterStage, group: null } })).toBe('awaitingSelectGroupFromUser');
    expect(deriveTeamStatus({ entryStatus: 'await', tournamentTeam: { stage: firstStage } })).toBe('awaitingSelectGroupFromUser');
  });

  it('otherwise default', () => {
    expect(deriveTeamStatus({ entryStatus: null, tournamentTeam: null })).toBe('default');
    expect(deriveTeamStatus({ entryStatus: 'await', tournamentTeam: { stage: firstStage, group } })).toBe('default');
  });

  it('badges: accepted and awaitingGroupStarted show accepted; rejected shows rejected; awaitingSelectGroupFromUser and waiting show pending', () => {
    expect(teamStatusBadge('accepted')).toBe('accepted');
    expect(teamStatusBadge('awaitingGroupStarted')).toBe('accepted');
    expect(teamStatusBadge('rejected')).toBe('rejected');
    expect(teamStatusBadge('awaitingSelectGroupFromUser')).toBe('pending');
    expect(teamStatusBadge('awaitingAcceptedAdmin')).toBe('pending');
    expect(teamStatusBadge('default')).toBeNull();
    expect(teamStatusBadgeLabelKey('pending')).toBe('team_status.pending');
  });
});

const factsArbitrary: fc.Arbitrary<TeamTournamentFacts> = fc.record({
  entryStatus: fc.constantFrom(...ENTRY_STATUS_CODES, null, undefined),
  tournamentTeam: fc.option(
    fc.record(
      {
        stage: fc.option(fc.record({ prev_stage_id: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }) }), { nil: null }),
        group: fc.option(fc.record({ id: fc.nat() }), { nil: null }),
      },
      { requiredKeys: [] },
    ),
    { nil: null },
  ),
});

/** The spec's conditions, written out independently of the implementation. */
function conditions(f: TeamTournamentFacts): Record<Exclude<(typeof TEAM_TOURNAMENT_STATUSES)[number], 'default'>, boolean> {
  const team = f.tournamentTeam ?? null;
  const later = typeof team?.stage?.prev_stage_id === 'number';
  const grouped = Boolean(team?.group);
  return {
    accepted: f.entryStatus === 'accepted' && !later,
    rejected: f.entryStatus === 'rejected',
    awaitingAcceptedAdmin: f.entryStatus === 'await' && team === null,
    awaitingGroupStarted: later && grouped,
    awaitingSelectGroupFromUser: team !== null && !grouped,
  };
}

describe('team status properties', () => {
  it('is total: every combination of facts gets exactly one known status', () => {
    fc.assert(fc.property(factsArbitrary, (facts) => expect(TEAM_TOURNAMENT_STATUSES).toContain(deriveTeamStatus(facts))));
  });

  it('follows the priority order: the status holds and no higher one does', () => {
    fc.assert(
      fc.property(factsArbitrary, (facts) => {
        const status = deriveTeamStatus(facts);
        const holds = conditions(facts);
        const order = TEAM_TOURNAMENT_STATUSES.slice(0, TEAM_TOURNAMENT_STATUSES.indexOf(status));
        for (const higher of order) expect(holds[higher as keyof typeof holds]).toBe(false);
        if (status !== 'default') expect(holds[status]).toBe(true);
      }),
    );
  });
});
