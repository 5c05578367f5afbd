/**
 * The public socket channel of a tournament's results: `tournament.<id>`. Standings, group results and
 * brackets are announced on it after the organiser's write commits (event RESULTS_CHANGED_EVENT, payload a
 * ResultsChange of ids only); everyone who may read the tournament, guests too, may listen.
 */
export const RESULTS_CHANNEL_FAMILY = 'tournament';

export const resultsChannel = (tournamentId: number): string => `${RESULTS_CHANNEL_FAMILY}.${tournamentId}`;

/** The tournament id of a results channel name, or null for any other channel. */
export function parseResultsChannel(channel: string): number | null {
  const match = /^tournament\.([1-9][0-9]{0,9})$/.exec(channel);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}
