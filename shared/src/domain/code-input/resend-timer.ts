import { CODE_RESEND_SECONDS } from '@portal/shared/constants';

/**
 * Code resend countdown (docs/spec.md sections 4 and 9): after a code is sent, 120 seconds count down; at zero the
 * button offers to send again. Times are epoch milliseconds.
 */
export function secondsUntilResend(sentAt: number, now: number, windowSeconds: number = CODE_RESEND_SECONDS): number {
  const left = windowSeconds - Math.floor(Math.max(0, now - sentAt) / 1000);
  return Math.max(0, Math.min(windowSeconds, left));
}

/** The countdown as mm:ss. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
