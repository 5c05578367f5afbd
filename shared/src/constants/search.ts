/** The header search of players and teams: at least this many characters, asked after a pause. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 50;
export const SEARCH_DEBOUNCE_MS = 300;
/** Players and teams each answer at most this many. */
export const SEARCH_LIMIT = 8;
