/**
 * The public socket channel of a tournament's results: `tournament.<id>`. Standings, group results and
 * brackets are announced on it after the organiser's write commits (event RESULTS_CHANGED_EVENT, payload a
 * ResultsChange of ids only); everyone who may read the tournament, guests too, may listen.
 */
export const RESULTS_CHANNEL_FAMILY = 'tournament';

export const resultsChannel = (tournamentId: number): string => `${RESULTS_CHANNEL_FAMILY}.${tournamentId}`;
