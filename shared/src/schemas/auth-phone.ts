import { getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * The parts the API keeps of a verified phone (docs/spec.md section 3, phone verification): country_code as the
 * phone inputs use it (lower-case ISO alpha-2, e.g. kz) and number_code, the calling code without '+'.
 * null for a number that is not a valid E.164 number of a known country.
 */
export function phoneParts(e164: string): { countryCode: string; numberCode: string } | null {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed?.isValid() || !parsed.country) return null;
  return { countryCode: parsed.country.toLowerCase(), numberCode: getCountryCallingCode(parsed.country) };
}
