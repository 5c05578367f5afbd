import { RESULTS_CHANNEL_FAMILY, resultsChannel } from './results-channel';

describe('results channel', () => {
  it('names one public channel per tournament', () => {
    expect(resultsChannel(42)).toBe('tournament.42');
    expect(resultsChannel(42).startsWith(`${RESULTS_CHANNEL_FAMILY}.`)).toBe(true);
  });
});
