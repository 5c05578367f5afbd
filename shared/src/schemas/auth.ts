import * as v from 'valibot';
import {
  AUTH_MESSAGES,
  EMAIL_MAX_LENGTH,
  GENERIC_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '@portal/shared/constants';
import { encodeErrorCode } from '@portal/shared/contracts';
import { verificationCodeSchema, whatsappCodeSchema } from './codes';
import { fields, requiredText } from './fields';
import { internationalPhoneSchema } from './phone';

/**
 * Sign-in and registration payloads of spec section 7. Passwords are 8 to 128 characters and are not
 * trimmed; signing in only needs one to be given (accounts may predate the rule). The auth module adds a
 * common-password check on top of `newPasswordSchema`.
 * Choices: the e-mail login's recaptcha token travels as g_recaptcha_response like /auth/login's; the
 * password reset pages send password and password_confirmation; WhatsApp codes have 4 digits, the others 6.
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
);

export const recaptchaTokenSchema = requiredText(AUTH_MESSAGES.recaptcha_required);

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
  password_confirmation: v.string(AUTH_MESSAGES.password_mismatch),
};
const samePassword = (input: { password: string; password_confirmation: string }) => input.password === input.password_confirmation;

/** POST /auth/login */
export const loginSchema = fields({ email: emailSchema, password: loginPasswordSchema, g_recaptcha_response: recaptchaTokenSchema });
/** POST /v1/client/auth/login/via-email */
export const loginViaEmailSchema = loginSchema;
export type LoginInput = v.InferInput<typeof loginSchema>;
export type LoginOutput = v.InferOutput<typeof loginSchema>;

/** POST /v1/client/auth/register: country_id is fixed at 1 (filled in when missing). */
export const registerSchema = v.pipe(
  fields({
    username: v.pipe(
      requiredText(GENERIC_MESSAGES.required),
      v.minLength(USERNAME_MIN_LENGTH, encodeErrorCode(GENERIC_MESSAGES.min, { length: USERNAME_MIN_LENGTH })),
      v.maxLength(USERNAME_MAX_LENGTH, encodeErrorCode(GENERIC_MESSAGES.max, { length: USERNAME_MAX_LENGTH })),
    ),
    email: emailSchema,
    ...passwordPair,
    birthday: v.pipe(requiredText(GENERIC_MESSAGES.required), v.check(isCalendarDate, AUTH_MESSAGES.birthday_invalid)),
    country_id: v.optional(v.literal(1, GENERIC_MESSAGES.default), 1),
  }),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], samePassword, AUTH_MESSAGES.password_mismatch), ['password_confirmation']),
);
export type RegisterInput = v.InferInput<typeof registerSchema>;
export type RegisterOutput = v.InferOutput<typeof registerSchema>;

/** POST /v1/client/auth/send-otp-code */
export const sendOtpCodeSchema = fields({ phone: internationalPhoneSchema });
/** POST /v1/client/whatsapp/verify-register-code and /v1/client/whatsapp/verify-forgot-password */
export const whatsappPhoneCodeSchema = fields({ phone: internationalPhoneSchema, code: whatsappCodeSchema });
/** POST /v1/client/auth/verify-telegram-otp-code, /telegram/verify-forgot-password-telegram-otp-code, /user/profile/verify */
export const codeOnlySchema = fields({ code: verificationCodeSchema });
export type SendOtpCodeInput = v.InferInput<typeof sendOtpCodeSchema>;
export type WhatsappPhoneCodeInput = v.InferInput<typeof whatsappPhoneCodeSchema>;
export type CodeOnlyInput = v.InferInput<typeof codeOnlySchema>;

/** POST /v1/client/reset-password: the new password fields. */
export const resetPasswordSchema = v.pipe(
  fields(passwordPair),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], samePassword, AUTH_MESSAGES.password_mismatch), ['password_confirmation']),
);
export type ResetPasswordInput = v.InferInput<typeof resetPasswordSchema>;

/** POST /auth/forgot-password/code: the e-mail to send a recovery code to. */
export const forgotPasswordCodeSchema = fields({ email: emailSchema });
/** POST /auth/forgot-password/reset: e-mail, the code received, and the new password fields. */
export const forgotPasswordResetSchema = v.pipe(
  fields({ email: emailSchema, code: verificationCodeSchema, ...passwordPair }),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], samePassword, AUTH_MESSAGES.password_mismatch), ['password_confirmation']),
);
export type ForgotPasswordResetInput = v.InferInput<typeof forgotPasswordResetSchema>;
