import { apiQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type CalendarFeedState } from '@portal/shared/contracts';
import { calendarKeys } from './keys';

/** GET /v1/client/calendar-feed: whether the player has a feed link (its secret shows only when made). */
export const calendarFeedQueryOptions = () => apiQueryOptions<CalendarFeedState>(calendarKeys.feed(), API_PATHS.calendarFeedLink);

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}
