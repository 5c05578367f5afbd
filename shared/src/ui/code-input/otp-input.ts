/**
 * One-time-code input rules of docs/spec.md section 5: one character per box; digits only for the number type,
 * letters and digits for letter-numeric; allowed keys are digits, backspace, tab, enter, arrows, delete and
 * paste; a paste must be all digits (or word characters) and is truncated to the remaining boxes.
 *
 * Choice: for letter-numeric a paste accepts Latin letters and digits (the characters a box accepts when
 * typed), not the underscore that \w would add; surrounding whitespace of a paste (a copied line break) is
 * trimmed, whitespace inside it rejects the paste.
 */
export type OtpInputType = 'number' | 'letter-numeric';

const CHAR: Record<OtpInputType, RegExp> = {
  number: /^[0-9]$/,
  'letter-numeric': /^[A-Za-z0-9]$/,
};
const PASTE: Record<OtpInputType, RegExp> = {
  number: /^[0-9]+$/,
  'letter-numeric': /^[A-Za-z0-9]+$/,
};

/** Non-character keys a box lets through (KeyboardEvent.key values). */
export const OTP_CONTROL_KEYS = ['Backspace', 'Tab', 'Enter', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Delete'] as const;

export function isOtpCharAllowed(char: string, type: OtpInputType): boolean {
  return CHAR[type].test(char);
}

export interface OtpKeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** Whether a key press may reach a box: a valid character, a control key, or the paste shortcut. */
export function isOtpKeyAllowed(press: OtpKeyPress, type: OtpInputType): boolean {
  if ((OTP_CONTROL_KEYS as readonly string[]).includes(press.key)) return true;
  if ((press.ctrlKey || press.metaKey) && press.key.toLowerCase() === 'v') return true;
  if (press.ctrlKey || press.metaKey) return false;
  return isOtpCharAllowed(press.key, type);
}

export type OtpPasteResult = { accepted: true; chars: string[] } | { accepted: false };

/**
 * Decides a paste into the code input: accepted and cut to the boxes left (from the focused box to the
 * end), or rejected when it holds anything but allowed characters or no box is left.
 */
export function acceptOtpPaste(text: string, type: OtpInputType, remainingBoxes: number): OtpPasteResult {
  const trimmed = text.trim();
  if (remainingBoxes < 1 || !PASTE[type].test(trimmed)) return { accepted: false };
  return { accepted: true, chars: [...trimmed.slice(0, Math.floor(remainingBoxes))] };
}

/** The input is complete when every box holds one allowed character; it then emits completion. */
export function isOtpComplete(values: readonly string[], boxCount: number, type: OtpInputType): boolean {
  return boxCount > 0 && values.length === boxCount && values.every((value) => isOtpCharAllowed(value, type));
}
