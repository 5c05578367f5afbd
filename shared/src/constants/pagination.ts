/** List sizes of docs/spec.md sections 7 and 9. */

/** GET /v1/client/tournament/get-latest/{n}: default n. */
export const LATEST_TOURNAMENTS_DEFAULT = 4;
/** Transfers list page size. */
export const TRANSFERS_PER_PAGE = 10;
/** Default page size of a paginated list. */
export const PAGINATION_PER_PAGE = 10;
/** A pagination bar shows at most this many page buttons. */
export const PAGINATION_MAX_BUTTONS = 5;
/** Notifications per page of /Notifications (and of GET /user/notification). */
export const NOTIFICATIONS_PER_PAGE = 20;
