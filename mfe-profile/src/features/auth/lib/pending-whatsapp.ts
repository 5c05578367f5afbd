import { readStored, writeStored } from '@portal/shared/state';

/**
 * A WhatsApp code sent to link a number, kept for the browser tab: closing the code sheet, switching tabs or
 * reloading the page comes back to the code already on its way instead of asking for a new one (which the
 * server refuses for 120 seconds).
 */
export interface PendingWhatsappCode {
  /** The player who asked for it: another account signed in on the tab does not resume it. */
  userId: number;
  /** The number the code went to (E.164). */
  phone: string;
  /** The country picked for it (ISO alpha-2). */
  country: string;
  /** The number as typed. */
  number: string;
  /** Epoch milliseconds: until then the code can be entered. */
  expiresAt: number;
  /** Epoch milliseconds: from then a new code may be asked for. */
  resendAt: number;
}

const PENDING_KEY = 'whatsapp_attach_pending';

function isPending(value: unknown): value is PendingWhatsappCode {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.userId === 'number' &&
    typeof record.phone === 'string' &&
    typeof record.country === 'string' &&
    typeof record.number === 'string' &&
    typeof record.expiresAt === 'number' &&
    typeof record.resendAt === 'number'
  );
}

/** The code still waiting to be entered by this player, or null (none, expired, another player's, unreadable). */
export function readPendingWhatsapp(userId: number, now = Date.now()): PendingWhatsappCode | null {
  const raw = readStored(PENDING_KEY, 'sessionStorage');
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isPending(parsed) && parsed.userId === userId && parsed.expiresAt > now ? parsed : null;
  } catch {
    return null;
  }
}

export function writePendingWhatsapp(pending: PendingWhatsappCode | null) {
  writeStored(PENDING_KEY, pending ? JSON.stringify(pending) : null, 'sessionStorage');
}

/** Whole seconds until a new code may be asked for (0 when it may now). */
export function secondsUntilResend(pending: Pick<PendingWhatsappCode, 'resendAt'>, now = Date.now()): number {
  return Math.max(0, Math.ceil((pending.resendAt - now) / 1000));
}
