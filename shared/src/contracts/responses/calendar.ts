import * as v from 'valibot';
import { described } from './build';

/**
 * GET /v1/client/calendar-feed: whether the signed-in player has a calendar feed link. The link's token is
 * kept only as a hash, so the link itself is shown once, when it is made (POST).
 */
export const CalendarFeedStateSchema = described(
  v.object({
    has_link: described(v.boolean(), 'a feed link exists'),
    created_at: described(v.nullable(v.string()), 'when the current link was made (ISO 8601), null without one'),
  }),
  "The player's calendar feed link, without its secret",
);
export type CalendarFeedState = v.InferOutput<typeof CalendarFeedStateSchema>;

/** POST /v1/client/calendar-feed: a new link; any older link answers 404 from now on. */
export const CalendarFeedLinkSchema = described(
  v.object({
    url: described(v.string(), 'the feed (https), for apps that take a plain address'),
    webcal_url: described(v.string(), 'the same feed as webcal://, which calendar apps open as a subscription'),
    created_at: described(v.string(), 'when the link was made (ISO 8601)'),
  }),
  "A new calendar feed link of the player's matches",
);
export type CalendarFeedLink = v.InferOutput<typeof CalendarFeedLinkSchema>;
