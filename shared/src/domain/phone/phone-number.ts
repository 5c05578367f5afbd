import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { PhoneCountry } from './countries';

/**
 * Per-country phone validation from libphonenumber-js's full metadata (docs/spec.md sections 5 and 9). The number
 * may be typed nationally or with its +calling code; it must be valid for the chosen country (a +7 number
 * chosen as KZ must be a Kazakh number). Whitespace is stripped before sending.
 */
export function stripPhoneWhitespace(phone: string): string {
  return phone.replace(/\s+/g, '');
}

/** The number in E.164 (+77011234567) when it is a valid number of the country; null otherwise. */
export function toE164(phone: string | null | undefined, country: PhoneCountry): string | null {
  const compact = stripPhoneWhitespace(phone ?? '');
  if (compact === '') return null;
  const parsed = parsePhoneNumberFromString(compact, country);
  return parsed && parsed.isValid() && parsed.country === country ? parsed.number : null;
}

/** A number typed with its +calling code, in E.164, when valid for its own country; null otherwise. */
export function internationalToE164(phone: string | null | undefined): string | null {
  const compact = stripPhoneWhitespace(phone ?? '');
  if (!compact.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(compact);
  return parsed && parsed.isValid() ? parsed.number : null;
}
