import * as v from 'valibot';
import {
  AUTH_MESSAGES,
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  CODE_MESSAGES,
  GENERIC_MESSAGES,
  PROFILE_MESSAGES,
  PUBLIC_PROFILE_FLAGS,
  RESERVED_USER_SLUGS,
  USER_SLUG_MAX_LENGTH,
  USER_SLUG_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
  WHATSAPP_CODE_LENGTH,
  type PublicProfileFlag,
} from '@portal/shared/constants';
import { encodeErrorCode, OTP_CHANNELS } from '@portal/shared/contracts';
import { isCalendarDate, requestIdSchema, usernameSchema } from './auth';
import { flagSchema } from './documents';
import { fields } from './fields';
import { isUploadFile, type UploadFile } from './generic-rules';
import { internationalPhoneSchema } from './phone';

/**
 * The profile settings of /settings-new (docs/spec.md sections 2, 5 and 7).
 *
 * POST /user/profile with `_method=PUT` (multipart: the avatar is form data, so every other value arrives
 * as text): username, slug, birthday, country, timezone, the public-profile flags as 1/0 and the avatar.
 * A field left out keeps its value; an empty birthday, country or timezone clears it.
 * Choices (docs/spec.md names the fields only): the slug is 3 to 40 lower-case Latin letters and digits in
 * hyphen-separated words, not only digits (/user/{id} addresses by id) and not a reserved path segment;
 * the country is sent as country_id (as at registration), the timezone as its IANA name (GET /timezones).
 * The avatar is a PNG, JPEG or WebP of at most 5 MB (the server reads the type from the bytes).
 */
export const userSlugSchema = v.pipe(
  v.string(PROFILE_MESSAGES.slug_shape),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty(GENERIC_MESSAGES.required),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, PROFILE_MESSAGES.slug_shape),
  v.minLength(USER_SLUG_MIN_LENGTH, encodeErrorCode(PROFILE_MESSAGES.slug_length, { min: USER_SLUG_MIN_LENGTH, max: USER_SLUG_MAX_LENGTH })),
  v.maxLength(USER_SLUG_MAX_LENGTH, encodeErrorCode(PROFILE_MESSAGES.slug_length, { min: USER_SLUG_MIN_LENGTH, max: USER_SLUG_MAX_LENGTH })),
  v.check((slug) => !/^[0-9-]+$/.test(slug), PROFILE_MESSAGES.slug_digits),
  v.check((slug) => !(RESERVED_USER_SLUGS as readonly string[]).includes(slug), PROFILE_MESSAGES.slug_reserved),
);

/** '' and null clear a value (null out); anything else goes through `schema` (`message` for another type). */
const clearable = <TSchema extends v.GenericSchema>(schema: TSchema, message: string) =>
  v.optional(v.union([v.pipe(v.union([v.null(), v.literal('')]), v.transform((): null => null)), schema], message));

const birthdaySchema = v.pipe(v.string(AUTH_MESSAGES.birthday_invalid), v.trim(), v.check(isCalendarDate, AUTH_MESSAGES.birthday_invalid));

const countryIdSchema = v.pipe(
  v.union([v.number(), v.string()], PROFILE_MESSAGES.country_invalid),
  v.transform((value) => (typeof value === 'number' ? value : /^[1-9][0-9]{0,9}$/.test(value.trim()) ? Number(value.trim()) : NaN)),
  v.check((value) => Number.isSafeInteger(value) && value >= 1 && value <= 2 ** 31 - 1, PROFILE_MESSAGES.country_invalid),
);

const timezoneSchema = v.pipe(
  v.string(PROFILE_MESSAGES.timezone_invalid),
  v.trim(),
  v.regex(/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){0,2}$/, PROFILE_MESSAGES.timezone_invalid),
  v.maxLength(64, PROFILE_MESSAGES.timezone_invalid),
);

const AVATAR_MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

/** A picture file: PNG, JPEG or WebP by its claimed type (when it has one), at most 5 MB. */
export const avatarFileSchema = v.pipe(
  v.custom<UploadFile>(isUploadFile, PROFILE_MESSAGES.avatar_type),
  v.check((file) => !file.type || (AVATAR_TYPES as readonly string[]).includes(file.type), PROFILE_MESSAGES.avatar_type),
  v.check((file) => file.size <= AVATAR_MAX_BYTES, encodeErrorCode(PROFILE_MESSAGES.avatar_size, { max_mb: AVATAR_MAX_MB })),
);

const flagEntries = Object.fromEntries(PUBLIC_PROFILE_FLAGS.map((flag) => [flag, v.optional(flagSchema)])) as Record<PublicProfileFlag, v.OptionalSchema<typeof flagSchema, undefined>>;

export const profileUpdateSchema = fields({
  username: v.optional(usernameSchema),
  slug: v.optional(userSlugSchema),
  birthday: clearable(birthdaySchema, AUTH_MESSAGES.birthday_invalid),
  country_id: clearable(countryIdSchema, PROFILE_MESSAGES.country_invalid),
  timezone: clearable(timezoneSchema, PROFILE_MESSAGES.timezone_invalid),
  ...flagEntries,
  /** Match times also by Telegram (1/0): on only with a linked Telegram account (the server checks). */
  telegram_match_times: v.optional(flagSchema),
  avatar: v.optional(avatarFileSchema),
});
export type ProfileUpdateInput = v.InferInput<typeof profileUpdateSchema>;
export type ProfileUpdateOutput = v.InferOutput<typeof profileUpdateSchema>;

/**
 * POST /user/profile/change-phone: the new phone (with its +calling code) and the messenger the code goes
 * by (Telegram by default). The code then goes to POST /user/profile/verify.
 */
export const changePhoneSchema = fields({
  phone: internationalPhoneSchema,
  channel: v.optional(v.picklist(OTP_CHANNELS, GENERIC_MESSAGES.one_of), 'telegram'),
});
export type ChangePhoneInput = v.InferInput<typeof changePhoneSchema>;

/**
 * The code of a phone check: 6 digits by Telegram, 4 by WhatsApp (docs/spec.md sections 5 and 9), digits only,
 * empty gives 'Введите код'.
 */
export const phoneCodeSchema = v.pipe(
  v.string(CODE_MESSAGES.required),
  v.trim(),
  v.nonEmpty(CODE_MESSAGES.required),
  v.regex(/^[0-9]+$/, CODE_MESSAGES.digits_only),
  v.check((code) => code.length === VERIFICATION_CODE_LENGTH || code.length === WHATSAPP_CODE_LENGTH, encodeErrorCode(CODE_MESSAGES.length, { length: VERIFICATION_CODE_LENGTH })),
);

/** POST /user/profile/verify: the code the phone received and the request_id of the sending call. */
export const profileVerifySchema = fields({ code: phoneCodeSchema, request_id: requestIdSchema });
export type ProfileVerifyInput = v.InferInput<typeof profileVerifySchema>;
