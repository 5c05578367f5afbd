import { getCountries, getCountryCallingCode, isSupportedCountry, type CountryCode, type NumberingPlan } from 'libphonenumber-js/max';
// The max entry's CommonJS build does not export Metadata: take the class from core with the same max metadata.
import { Metadata } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';
import { PHONE_COUNTRY_PICKER_HEAD } from '@portal/shared/constants';

/**
 * Phone countries (docs/spec.md sections 3, 5 and 9) from libphonenumber-js's full ("max") metadata, the same on
 * the client and the API: default kz; preferred uz, kz, ru, kg; picker order KZ, KG, UZ, UA, RU, BY first,
 * then every other country alphabetically.
 */
export type PhoneCountry = CountryCode;

/** ISO 3166 alpha-2 code in any case -> the library's country code; null when unknown. */
export function toPhoneCountry(code: string | null | undefined): PhoneCountry | null {
  const upper = (code ?? '').trim().toUpperCase();
  return isSupportedCountry(upper) ? upper : null;
}

/**
 * Countries in picker order. `nameOf` gives the display name to sort the rest by (e.g. from
 * Intl.DisplayNames in the interface language); without it they sort by code.
 */
export function phoneCountryPickerOrder(nameOf?: (country: PhoneCountry) => string, locale?: string): PhoneCountry[] {
  const head = PHONE_COUNTRY_PICKER_HEAD.filter((code) => isSupportedCountry(code)) as PhoneCountry[];
  const label = nameOf ?? ((country: PhoneCountry) => country);
  const rest = getCountries()
    .filter((country) => !head.includes(country))
    .sort((a, b) => label(a).localeCompare(label(b), locale) || a.localeCompare(b));
  return [...head, ...rest];
}

export interface PhoneCountryMeta {
  country: PhoneCountry;
  /** Calling code with '+', e.g. '+7'. */
  callingCode: string;
  /** Possible lengths of the national number. */
  possibleLengths: number[];
  /** Pattern a national number matches (anchored here). */
  nationalNumberPattern: RegExp;
}

/** Phone metadata of a country: calling code, national number pattern, possible lengths. */
export function phoneCountryMeta(country: PhoneCountry): PhoneCountryMeta {
  const metadata = new Metadata(maxMetadata);
  metadata.selectNumberingPlan(country);
  // selectNumberingPlan throws for an unknown country, so the plan is set; nationalNumberPattern() exists
  // on it at runtime but is missing from the library's typings.
  const plan = metadata.numberingPlan as NumberingPlan & { nationalNumberPattern(): string };
  return {
    country,
    callingCode: `+${getCountryCallingCode(country)}`,
    possibleLengths: plan.possibleLengths(),
    nationalNumberPattern: new RegExp(`^(?:${plan.nationalNumberPattern()})$`),
  };
}
