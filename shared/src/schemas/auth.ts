import * as v from 'valibot';
import {
  AUTH_MESSAGES,
  EMAIL_MAX_LENGTH,
  GENERIC_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PROFILE_MESSAGES,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '@portal/shared/constants';
import { BOT_CHECK_ACTION, BOT_CHECK_DISABLED_TOKEN, encodeErrorCode, OTP_CHANNELS, OTP_PURPOSES } from '@portal/shared/contracts';
import { verificationCodeSchema, whatsappCodeSchema } from './codes';
import { isCommonPassword } from './common-passwords';
import { fields, requiredText } from './fields';
import { internationalPhoneSchema } from './phone';

/**
 * Sign-in and registration payloads of docs/spec.md section 7. Passwords are 8 to 128 characters and are not
 * trimmed; signing in only needs one to be given (accounts may predate the rule). A new password must not
 * be one of the most common passwords (common-passwords.ts): the forms refuse it at once and the API
 * refuses it with the same code.
 * Choices: the e-mail login's recaptcha token travels as g_recaptcha_response like /auth/login's; the
 * password reset pages send password and password_confirmation; WhatsApp codes have 4 digits, the others 6;
 * every unauthenticated code check carries the request_id the sending call returned (kept in session
 * storage), which binds the code to its phone and, once verified, proves the phone for the next step.
 */
export const emailSchema = v.pipe(
  requiredText(GENERIC_MESSAGES.required),
  v.email(GENERIC_MESSAGES.email),
  v.maxLength(EMAIL_MAX_LENGTH, encodeErrorCode(GENERIC_MESSAGES.max, { length: EMAIL_MAX_LENGTH })),
);

export const loginPasswordSchema = v.pipe(
  v.string(GENERIC_MESSAGES.required),
  v.nonEmpty(GENERIC_MESSAGES.required),
  v.maxLength(PASSWORD_MAX_LENGTH, encodeErrorCode(AUTH_MESSAGES.password_too_long, { max: PASSWORD_MAX_LENGTH })),
);

export const newPasswordSchema = v.pipe(
  loginPasswordSchema,
  v.minLength(PASSWORD_MIN_LENGTH, encodeErrorCode(AUTH_MESSAGES.password_too_short, { min: PASSWORD_MIN_LENGTH })),
  v.check((password) => !isCommonPassword(password), AUTH_MESSAGES.password_common),
  v.description(`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not one of the most common passwords`),
);

export const recaptchaTokenSchema = v.pipe(
  requiredText(AUTH_MESSAGES.recaptcha_required),
  v.description(`bot-check token for the action "${BOT_CHECK_ACTION}" (any text, e.g. ${BOT_CHECK_DISABLED_TOKEN}, while the bot check is off)`),
);

/**
 * The bot check's token alone, sent beside other fields by the signed-in calls that send a code to a phone
 * the caller names (change phone, WhatsApp attach), as the logins and sign-up send it.
 */
export const botCheckTokenSchema = fields({ g_recaptcha_response: recaptchaTokenSchema });

/** The request_id a code-sending call returned: 16 to 64 URL-safe characters. */
export const requestIdSchema = v.pipe(
  v.string(AUTH_MESSAGES.request_id_invalid),
  v.trim(),
  v.regex(/^[A-Za-z0-9_-]{16,64}$/, AUTH_MESSAGES.request_id_invalid),
  v.description('the request_id the code-sending call returned'),
);

/** The secret of an e-mailed password link (/password/confirmation/{hash}): 43 URL-safe characters. */
export const resetHashSchema = v.pipe(
  v.string(AUTH_MESSAGES.reset_link_invalid),
  v.trim(),
  v.regex(/^[A-Za-z0-9_-]{43}$/, AUTH_MESSAGES.reset_link_invalid),
  v.description('the secret of an e-mailed link (/password/confirmation/{hash})'),
);

/** A real calendar date YYYY-MM-DD from 1900 on. */
export function isCalendarDate(value: string): boolean {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const passwordPair = {
  password: newPasswordSchema,
  password_confirmation: v.pipe(v.string(AUTH_MESSAGES.password_mismatch), v.description('the same as password')),
};
const samePassword = (input: { password: string; password_confirmation: string }) => input.password === input.password_confirmation;

/** POST /auth/login (by e-mail) */
export const loginSchema = fields({ email: emailSchema, password: loginPasswordSchema, g_recaptcha_response: recaptchaTokenSchema });
/** POST /v1/client/auth/login/via-email */
export const loginViaEmailSchema = loginSchema;
/** POST /auth/login by phone (the /login/number pages): the phone with its +calling code instead of email. */
export const loginByPhoneSchema = fields({ phone: internationalPhoneSchema, password: loginPasswordSchema, g_recaptcha_response: recaptchaTokenSchema });
export type LoginInput = v.InferInput<typeof loginSchema>;
export type LoginOutput = v.InferOutput<typeof loginSchema>;
export type LoginByPhoneInput = v.InferInput<typeof loginByPhoneSchema>;

/** A username: 2 to 50 characters after trimming (registration and the profile settings). */
export const usernameSchema = v.pipe(
  requiredText(GENERIC_MESSAGES.required),
  v.minLength(USERNAME_MIN_LENGTH, encodeErrorCode(GENERIC_MESSAGES.min, { length: USERNAME_MIN_LENGTH })),
  v.maxLength(USERNAME_MAX_LENGTH, encodeErrorCode(GENERIC_MESSAGES.max, { length: USERNAME_MAX_LENGTH })),
);

const registerEntries = {
  username: usernameSchema,
  email: emailSchema,
  ...passwordPair,
  birthday: v.pipe(requiredText(GENERIC_MESSAGES.required), v.check(isCalendarDate, AUTH_MESSAGES.birthday_invalid), v.description('YYYY-MM-DD, a real date from 1900 on')),
  country_id: v.optional(v.pipe(v.literal(1, GENERIC_MESSAGES.default), v.description('fixed at 1')), 1),
};

/** The registration fields of docs/spec.md section 7; country_id is fixed at 1 (filled in when missing). */
export const registerSchema = v.pipe(
  fields(registerEntries),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], samePassword, AUTH_MESSAGES.password_mismatch), ['password_confirmation']),
);
export type RegisterInput = v.InferInput<typeof registerSchema>;
export type RegisterOutput = v.InferOutput<typeof registerSchema>;

/** POST /v1/client/auth/register (create-user after the phone code): the fields and the verified request_id. */
export const phoneRegisterSchema = v.pipe(
  fields({ ...registerEntries, request_id: requestIdSchema }),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], samePassword, AUTH_MESSAGES.password_mismatch), ['password_confirmation']),
);
export type PhoneRegisterInput = v.InferInput<typeof phoneRegisterSchema>;

/** POST /auth/register (/Registration by e-mail): the fields and the accepted privacy policy and terms. */
export const emailRegisterSchema = v.pipe(
  fields({ ...registerEntries, agreement: v.literal(true, AUTH_MESSAGES.agreement_required) }),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], samePassword, AUTH_MESSAGES.password_mismatch), ['password_confirmation']),
);
export type EmailRegisterInput = v.InferInput<typeof emailRegisterSchema>;

/** POST /auth/register: the form above and the bot check's token (g_recaptcha_response, as the logins send). */
export const emailRegisterRequestSchema = v.pipe(
  fields({ ...registerEntries, agreement: v.literal(true, AUTH_MESSAGES.agreement_required), g_recaptcha_response: recaptchaTokenSchema }),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], samePassword, AUTH_MESSAGES.password_mismatch), ['password_confirmation']),
);
export type EmailRegisterRequest = v.InferInput<typeof emailRegisterRequestSchema>;

/**
 * POST /v1/client/auth/send-otp-code: the phone, the messenger (Telegram by default) and what the code is
 * for (sign-up by default; verify_phone needs a signed-in user). Sign-up codes pass the bot check: its token
 * travels as g_recaptcha_response (the login pages' marker when the check is off).
 */
export const sendOtpCodeSchema = fields({
  phone: internationalPhoneSchema,
  channel: v.optional(v.picklist(OTP_CHANNELS, GENERIC_MESSAGES.one_of), 'telegram'),
  purpose: v.optional(v.pipe(v.picklist(OTP_PURPOSES, GENERIC_MESSAGES.one_of), v.description('verify_phone: signed in, Telegram only')), 'register'),
  g_recaptcha_response: v.optional(v.pipe(v.string(), v.maxLength(4096), v.description('bot-check token; judged for sign-up codes'))),
});
/** POST /v1/client/whatsapp/verify-register-code: the 4-digit WhatsApp sign-up code. */
export const whatsappPhoneCodeSchema = fields({ phone: internationalPhoneSchema, code: whatsappCodeSchema, request_id: requestIdSchema });
/** POST /v1/client/whatsapp/verify-forgot-password: recovery codes have 6 digits on every channel. */
export const whatsappRecoveryCodeSchema = fields({ phone: internationalPhoneSchema, code: verificationCodeSchema, request_id: requestIdSchema });
/**
 * POST /v1/client/auth/verify-telegram-otp-code, /telegram/verify-forgot-password-telegram-otp-code,
 * /user/profile/verify: the 6-digit code and the request_id it answers.
 */
export const codeOnlySchema = fields({ code: verificationCodeSchema, request_id: requestIdSchema });
export type SendOtpCodeInput = v.InferInput<typeof sendOtpCodeSchema>;
export type WhatsappPhoneCodeInput = v.InferInput<typeof whatsappPhoneCodeSchema>;
export type CodeOnlyInput = v.InferInput<typeof codeOnlySchema>;

/** The new password fields (the reset forms). */
export const resetPasswordSchema = v.pipe(
  fields(passwordPair),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], samePassword, AUTH_MESSAGES.password_mismatch), ['password_confirmation']),
);
export type ResetPasswordInput = v.InferInput<typeof resetPasswordSchema>;

/**
 * POST /v1/client/reset-password: the new password fields and what grants them, exactly one of the
 * request_id of a verified recovery code (phone) or the hash of an e-mailed link.
 */
export const resetPasswordRequestSchema = v.pipe(
  fields({ ...passwordPair, request_id: v.optional(requestIdSchema), hash: v.optional(resetHashSchema) }),
  v.check((input) => (input.request_id === undefined) !== (input.hash === undefined), AUTH_MESSAGES.request_id_invalid),
  v.description('exactly one of request_id (a verified recovery code, phone) and hash (an e-mailed link)'),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], samePassword, AUTH_MESSAGES.password_mismatch), ['password_confirmation']),
);
export type ResetPasswordRequestInput = v.InferInput<typeof resetPasswordRequestSchema>;

/** POST /auth/forgot-password/code: the e-mail to send a recovery code (and link) to. */
export const forgotPasswordCodeSchema = fields({ email: emailSchema });
/** POST /auth/forgot-password/reset: e-mail, the code received, and the new password fields. */
export const forgotPasswordResetSchema = v.pipe(
  fields({ email: emailSchema, code: verificationCodeSchema, ...passwordPair }),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], samePassword, AUTH_MESSAGES.password_mismatch), ['password_confirmation']),
);
export type ForgotPasswordResetInput = v.InferInput<typeof forgotPasswordResetSchema>;

/**
 * POST /user/profile/change-password (the safety tab): the current password and the new password fields.
 * The new password follows the registration rules and must differ from the current one.
 */
export const changePasswordSchema = v.pipe(
  fields({ current_password: loginPasswordSchema, ...passwordPair }),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], samePassword, AUTH_MESSAGES.password_mismatch), ['password_confirmation']),
  v.forward(
    v.partialCheck([['current_password'], ['password']], (input) => input.current_password !== input.password, PROFILE_MESSAGES.password_same),
    ['password'],
  ),
);
export type ChangePasswordInput = v.InferInput<typeof changePasswordSchema>;
