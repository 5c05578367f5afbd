/** Durations and intervals of docs/spec.md section 9. Milliseconds unless the name says otherwise. */

/** A toast stays on screen this long (bottom-center). */
export const TOAST_DURATION_MS = 2500;
/** Feedback after copying (the invite link, a lobby id) stays about one second. */
export const COPY_FEEDBACK_MS = 1000;
/** A one-time code can be sent again after this countdown. */
export const CODE_RESEND_SECONDS = 120;
/** Default tick of a countdown. */
export const COUNTDOWN_INTERVAL_MS = 1000;
/** Autoplay interval of a carousel. */
export const CAROUSEL_INTERVAL_MS = 3000;

/** The app asks for a new build this often. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** A build-change or chunk-failure reload happens at most once per path within this window. */
export const BUILD_RELOAD_GUARD_MS = 10 * 1000;

/** Tabs remember the last active tab this long (keyed by host and path). */
export const TAB_MEMORY_TTL_MS = 5 * 60 * 1000;

/** Discord linking popup size and its timers. */
export const DISCORD_POPUP_WIDTH_PX = 700;
export const DISCORD_POPUP_HEIGHT_PX = 800;
/** The opener pings the popup with a message this often. */
export const DISCORD_MESSAGE_PING_MS = 500;
/** The opener checks whether the popup was closed this often. */
export const DISCORD_CLOSED_CHECK_MS = 1000;

/** The streamer-pending modal promises a reply within this many hours. */
export const STREAMER_REPLY_HOURS = 48;
