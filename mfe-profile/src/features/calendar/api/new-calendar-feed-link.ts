import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '@portal/shared/api-client';
import { API_PATHS, type CalendarFeedLink } from '@portal/shared/contracts';
import { calendarKeys } from './keys';

/** POST /v1/client/calendar-feed: a new feed link; the previous one stops working at once. */
export const newCalendarFeedLink = () => post<CalendarFeedLink>(API_PATHS.calendarFeedLink);

export function useNewCalendarFeedLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: newCalendarFeedLink, onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feed() }) });
}
