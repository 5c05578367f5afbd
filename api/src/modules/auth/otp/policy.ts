import { CODE_RESEND_SECONDS, VERIFICATION_CODE_LENGTH, WHATSAPP_CODE_LENGTH } from '@portal/shared/constants';
import type { CODE_CHANNELS, CODE_PURPOSES } from '../../../db/schema';

/**
 * Rules of one-time codes: random from a CSPRNG, stored hashed, single use, valid 10 minutes, bound to
 * their request_id and target, ended by the 5th wrong try, and at most one new code per target every
 * 120 seconds. A verified code proves its target for the next step (create the account, set a new
 * password) for 30 minutes, once.
 */
export type CodePurpose = (typeof CODE_PURPOSES)[number];
export type CodeChannel = (typeof CODE_CHANNELS)[number];

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_TTL_MINUTES = CODE_TTL_MS / 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_MS = CODE_RESEND_SECONDS * 1000;
export const PROOF_TTL_MS = 30 * 60_000;
/** 128 random bits, base64url (22 characters). */
export const REQUEST_ID_BYTES = 16;

/**
 * WhatsApp sign-up and attach codes have 4 digits (4 boxes of 56px); Telegram and e-mail codes 6, and
 * recovery codes 6 on every channel (a recovery code guards a whole account).
 */
export const codeLengthFor = (channel: CodeChannel, purpose: CodePurpose): number =>
  channel === 'whatsapp' && purpose !== 'forgot_password' ? WHATSAPP_CODE_LENGTH : VERIFICATION_CODE_LENGTH;

/**
 * Wrong recovery guesses allowed per target (phone or e-mail) within a day, across all its codes; past it
 * recovery is locked for that target until the day has passed, and the owner is told.
 */
export const RECOVERY_WRONG_GUESSES_PER_DAY = 10;
export const RECOVERY_LOCK_WINDOW_MS = 24 * 60 * 60_000;
