import * as v from 'valibot';
import { PHONE_MESSAGES } from '@portal/shared/constants';
import { internationalToE164, stripPhoneWhitespace, toE164, toPhoneCountry, type PhoneCountry } from '@portal/shared/domain';
import { getCountryCallingCode } from 'libphonenumber-js/max';
import { whatsappCodeSchema } from './codes';
import { fields } from './fields';

/**
 * Phones (docs/spec.md sections 5, 7 and 9): the WhatsApp phone must not be empty and whitespace is stripped
 * before sending; numbers are checked against libphonenumber-js metadata of their country.
 */
export const phoneRequiredSchema = v.pipe(v.string(PHONE_MESSAGES.required), v.transform(stripPhoneWhitespace), v.nonEmpty(PHONE_MESSAGES.required));

/** A phone typed with its +calling code, valid for its country; output E.164. */
export const internationalPhoneSchema = v.pipe(
  phoneRequiredSchema,
  v.check((phone) => internationalToE164(phone) !== null, PHONE_MESSAGES.invalid),
  v.transform((phone) => internationalToE164(phone) as string),
  v.description('with its +calling code; spaces are ignored'),
);

export const phoneCountrySchema = v.pipe(
  v.string(PHONE_MESSAGES.country_invalid),
  v.check((code) => toPhoneCountry(code) !== null, PHONE_MESSAGES.country_invalid),
  v.transform((code) => toPhoneCountry(code) as PhoneCountry),
);

/** The phone input: a country from the picker and a number valid for it; output { country, phone: E.164 }. */
export const phoneFormSchema = v.pipe(
  fields({ country: phoneCountrySchema, phone: phoneRequiredSchema }),
  v.forward(
    v.partialCheck([['country'], ['phone']], (input) => toE164(input.phone, input.country) !== null, PHONE_MESSAGES.invalid),
    ['phone'],
  ),
  v.transform((input) => ({ country: input.country, phone: toE164(input.phone, input.country) as string })),
);
export type PhoneFormInput = v.InferInput<typeof phoneFormSchema>;
export type PhoneFormOutput = v.InferOutput<typeof phoneFormSchema>;

const callingCodeOf = (country: PhoneCountry) => `+${getCountryCallingCode(country)}`;

const whatsappAttachEntries = {
  phone: phoneRequiredSchema,
  country_code: v.pipe(phoneCountrySchema, v.description('ISO 3166-1 alpha-2 of the number')),
  number_code: v.pipe(v.string(PHONE_MESSAGES.country_invalid), v.trim(), v.description('calling code of that country, + optional')),
};

const numberCodeMatches = (input: { country_code: PhoneCountry; number_code: string }) =>
  input.number_code.replace(/^\+?/, '+') === callingCodeOf(input.country_code);
const phoneMatches = (input: { country_code: PhoneCountry; phone: string }) => toE164(input.phone, input.country_code) !== null;
const normalized = <T extends { country_code: PhoneCountry; phone: string }>(input: T): T & { number_code: string } => ({
  ...input,
  phone: toE164(input.phone, input.country_code) as string,
  number_code: callingCodeOf(input.country_code),
});

/**
 * POST /v1/client/whatsapp/attach: phone, country_code, number_code (the code is sent to that number).
 * number_code is the country's calling code, '+' optional; the phone must belong to the country.
 */
export const whatsappAttachSchema = v.pipe(
  fields(whatsappAttachEntries),
  v.forward(v.partialCheck([['country_code'], ['number_code']], numberCodeMatches, PHONE_MESSAGES.country_invalid), ['number_code']),
  v.forward(v.partialCheck([['country_code'], ['phone']], phoneMatches, PHONE_MESSAGES.invalid), ['phone']),
  v.transform(normalized),
);

/** POST /v1/client/whatsapp/send-code/verify-whatsapp: phone, code, country_code, number_code. */
export const whatsappVerifySchema = v.pipe(
  fields({ ...whatsappAttachEntries, code: whatsappCodeSchema }),
  v.forward(v.partialCheck([['country_code'], ['number_code']], numberCodeMatches, PHONE_MESSAGES.country_invalid), ['number_code']),
  v.forward(v.partialCheck([['country_code'], ['phone']], phoneMatches, PHONE_MESSAGES.invalid), ['phone']),
  v.transform(normalized),
);

export type WhatsappAttachInput = v.InferInput<typeof whatsappAttachSchema>;
export type WhatsappAttachOutput = v.InferOutput<typeof whatsappAttachSchema>;
export type WhatsappVerifyInput = v.InferInput<typeof whatsappVerifySchema>;
export type WhatsappVerifyOutput = v.InferOutput<typeof whatsappVerifySchema>;
