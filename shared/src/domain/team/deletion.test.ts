import { entriesBlockingDeletion, entriesWithdrawnOnDeletion, type TeamEntryFacts } from './deletion';

const entry = (id: number, status: TeamEntryFacts['status'], tournamentStatus: TeamEntryFacts['tournamentStatus']): TeamEntryFacts => ({ id, status, tournamentStatus });

describe('deleting a team (issue 8)', () => {
  it('is blocked by an accepted entry in a tournament that has not ended', () => {
    for (const status of ['registration-not-started', 'registration', 'registration-end', 'game'] as const) {
      expect(entriesBlockingDeletion([entry(1, 'accepted', status)]).map((e) => e.id)).toEqual([1]);
    }
  });

  it('is not blocked by accepted entries of ended tournaments, nor by pending or rejected ones', () => {
    expect(entriesBlockingDeletion([entry(1, 'accepted', 'ended'), entry(2, 'await', 'game'), entry(3, 'rejected', 'registration')])).toEqual([]);
    expect(entriesBlockingDeletion([])).toEqual([]);
  });

  it('withdraws the pending and rejected entries and keeps the accepted history', () => {
    const entries = [entry(1, 'accepted', 'ended'), entry(2, 'await', 'registration'), entry(3, 'rejected', 'ended'), entry(4, 'await', 'game')];
    expect(entriesWithdrawnOnDeletion(entries).map((e) => e.id)).toEqual([2, 3, 4]);
  });
});
