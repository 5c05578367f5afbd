/** Query keys of the calendar feature: whether the signed-in player has a calendar feed link. */
export const calendarKeys = {
  all: ['profile', 'mine', 'calendar'] as const,
  feed: () => [...calendarKeys.all, 'feed'] as const,
};
