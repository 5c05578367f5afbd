import { ballotProblem, votePhase, voteResultsVisible } from './vote-state';

describe('votes', () => {
  const vote = { status: 'active', startsAt: new Date('2026-05-01T00:00:00Z'), endsAt: new Date('2026-05-10T00:00:00Z') };
  it('are upcoming, open, then closed by date or by staff', () => {
    expect(votePhase(vote, new Date('2026-04-30T00:00:00Z'))).toBe('upcoming');
    expect(votePhase(vote, new Date('2026-05-05T00:00:00Z'))).toBe('open');
    expect(votePhase(vote, new Date('2026-05-10T00:00:00Z'))).toBe('closed');
    expect(votePhase({ ...vote, status: 'closed' }, new Date('2026-05-05T00:00:00Z'))).toBe('closed');
  });
  it('show results after voting or closing', () => {
    expect(voteResultsVisible('open', false)).toBe(false);
    expect(voteResultsVisible('open', true)).toBe(true);
    expect(voteResultsVisible('closed', false)).toBe(true);
  });
  it('take one option, or several distinct ones of the vote when it allows several', () => {
    expect(ballotProblem([], { multiple: false, optionIds: [1, 2] })).toBe('empty');
    expect(ballotProblem([1, 2], { multiple: false, optionIds: [1, 2] })).toBe('single');
    expect(ballotProblem([3], { multiple: true, optionIds: [1, 2] })).toBe('unknown');
    expect(ballotProblem([1, 2], { multiple: true, optionIds: [1, 2] })).toBeNull();
    expect(ballotProblem([2], { multiple: false, optionIds: [1, 2] })).toBeNull();
  });
});
