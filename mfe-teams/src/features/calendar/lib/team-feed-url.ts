import { apiUrl } from '@portal/shared/api-client';
import { API_PATHS } from '@portal/shared/contracts';
import { webcalUrlOf } from '@portal/shared/domain';

/** The team's public calendar feed as a webcal:// subscription, on the API's origin (the page's). */
export function teamFeedWebcalUrl(slug: string, origin: string): string {
  return webcalUrlOf(new URL(apiUrl(API_PATHS.teamCalendarFeed(slug)), origin).href);
}
