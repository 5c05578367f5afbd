/** Field limits of docs/spec.md sections 5 and 9 (lengths in characters, sizes in bytes). */

export const TEAM_NAME_MIN_LENGTH = 4;
export const TEAM_NAME_MAX_LENGTH = 25;
/** 2 MB: a logo of exactly this many bytes is accepted, one byte more is not. */
export const TEAM_LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** A team counts as full (onboarding step 3, team-size leads) from this many members. */
export const FULL_TEAM_MIN_MEMBERS = 3;

export const ABOUT_ME_MAX_LENGTH = 512;
export const DEVICE_MAX_LENGTH = 20;
/** Keybind and sensitivity codes need at least this many digits (non-digits are ignored). */
export const KEYBIND_CODE_MIN_DIGITS = 19;
export const SENSITIVITY_CODE_MIN_DIGITS = 19;
/** The in-game id input keeps digits only, at most this many. */
export const GAME_ID_MAX_DIGITS = 64;

/** Code sent for phone change and verification. */
export const VERIFICATION_CODE_LENGTH = 6;
/** The WhatsApp code has four single-digit boxes. */
export const WHATSAPP_CODE_LENGTH = 4;
/** Box size of the WhatsApp code input. */
export const WHATSAPP_CODE_BOX_SIZE_PX = 56;
/** Default box count of the one-time-code input. */
export const OTP_DEFAULT_BOX_COUNT = 4;

/** Telegram handle in a streamer's Telegram link. */
export const TELEGRAM_HANDLE_MIN_LENGTH = 5;
export const TELEGRAM_HANDLE_MAX_LENGTH = 32;

/**
 * Password length. The spec gives no bounds; 8 is the usual minimum and 128 caps the work a hash may be
 * asked to do. The auth module adds a common-password check on top.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Stage names of this many characters or more use the stacked card layout. */
export const STAGE_NAME_STACKED_MIN_LENGTH = 10;

/**
 * Registration username: docs/spec.md names the field only. 2 to 50 characters keeps names readable in team
 * and player cards.
 */
export const USERNAME_MIN_LENGTH = 2;
export const USERNAME_MAX_LENGTH = 50;
/** Reason given when declining or withdrawing an entry (optional); docs/spec.md gives no bound. */
export const REJECT_DESCRIPTION_MAX_LENGTH = 1000;
/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Avatar upload: at most 5 MB; a file of exactly this many bytes is accepted. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** A player document: at most 5 MB each, at most 5 per upload and 10 kept per player. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MAX_FILES = 5;
export const DOCUMENTS_PER_USER_MAX = 10;
/** Profile address /user/{slug}: lower-case Latin letters and digits in hyphen-separated words. */
export const USER_SLUG_MIN_LENGTH = 3;
export const USER_SLUG_MAX_LENGTH = 40;
