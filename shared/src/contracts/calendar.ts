/** Calendar feeds of matches: types inferred from the response schemas. */
export type { CalendarFeedLink, CalendarFeedState } from './responses/calendar';
