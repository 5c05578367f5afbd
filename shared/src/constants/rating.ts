/**
 * The team rating rule: every published tournament result gives each team placement points,
 * multiplied by the tier of the tournament. Places 1 to 16 earn RATING_PLACEMENT_POINTS[place - 1]; any
 * lower place earns RATING_PARTICIPATION_POINTS. The tier is that of the tournament's highest division:
 * division 1 counts three times, division 2 twice, division 3 (or none) once.
 */
export const RATING_PLACEMENT_POINTS = [100, 80, 65, 55, 45, 38, 32, 27, 23, 20, 17, 15, 13, 11, 9, 8] as const;
export const RATING_PARTICIPATION_POINTS = 5;
export const RATING_DIVISION_TIERS: Readonly<Record<1 | 2 | 3, number>> = { 1: 3, 2: 2, 3: 1 };
/** "Change" on a board: points earned in this many last days. */
export const RATING_CHANGE_PERIOD_DAYS = 30;
/** The world team rating counts the results of this many last days (a rolling year). */
export const RATING_WORLD_WINDOW_DAYS = 365;
/** Rows of a rating board page. */
export const RATING_PER_PAGE = 20;
