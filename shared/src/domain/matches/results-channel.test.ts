import { parseResultsChannel, RESULTS_CHANNEL_FAMILY, resultsChannel } from './results-channel';

describe('results channel', () => {
  it('names one public channel per tournament and reads its id back', () => {
    expect(resultsChannel(42)).toBe('tournament.42');
    expect(resultsChannel(42).startsWith(`${RESULTS_CHANNEL_FAMILY}.`)).toBe(true);
    expect(parseResultsChannel(resultsChannel(42))).toBe(42);
  });

  it('refuses other channels and ids that are not record ids', () => {
    for (const channel of ['user.42', 'group.42', 'tournament.', 'tournament.0', 'tournament.042', 'tournament.4x', 'tournament.2147483648', ' tournament.1']) {
      expect(parseResultsChannel(channel)).toBeNull();
    }
  });
});
