import { getCountryCallingCode } from 'libphonenumber-js/max';
import type { PhoneCountry } from './countries';
import { toE164 } from './phone-number';

/**
 * Phone verification payload (spec sections 3 and 7, POST /v1/client/whatsapp/attach and
 * /send-code/verify-whatsapp): phone, code, country_code, number_code.
 * Choice: phone is E.164 without whitespace, country_code the ISO alpha-2 code (KZ), number_code the
 * calling code with '+' (+7).
 */
export interface PhoneVerificationPayload {
  phone: string;
  code: string;
  country_code: string;
  number_code: string;
}

/** null when the phone is not a valid number of the country. */
export function phoneVerificationPayload(input: { phone: string; code: string; country: PhoneCountry }): PhoneVerificationPayload | null {
  const phone = toE164(input.phone, input.country);
  if (!phone) return null;
  return { phone, code: input.code.trim(), country_code: input.country, number_code: `+${getCountryCallingCode(input.country)}` };
}
