import {
  codeOnlySchema,
  forgotPasswordCodeSchema,
  forgotPasswordResetSchema,
  isCalendarDate,
  loginSchema,
  loginViaEmailSchema,
  registerSchema,
  resetPasswordSchema,
  sendOtpCodeSchema,
  whatsappPhoneCodeSchema,
} from './auth';
import { validateInput } from './validate';

const requestId = 'Qm9vdHN0cmFwUmVxdWVzdElk';
const login = { email: 'ace@portal.kz', password: 'x', g_recaptcha_response: 'token' };
const register = {
  username: 'Ace',
  email: 'ace@portal.kz',
  password: 'secret123',
  password_confirmation: 'secret123',
  birthday: '2004-02-29',
};

describe('sign-in payloads (spec section 7)', () => {
  it('POST /auth/login: email, password, g_recaptcha_response', () => {
    expect(validateInput(loginSchema, { ...login, email: ' ace@portal.kz ' }).output).toEqual(login);
    expect(validateInput(loginViaEmailSchema, {}).errors).toEqual({
      email: ['validation.required'],
      password: ['validation.required'],
      g_recaptcha_response: ['auth.recaptcha_required'],
    });
  });

  it('emails are validated as emails', () => {
    expect(validateInput(loginSchema, { ...login, email: 'ace@' }).errors).toEqual({ email: ['validation.email'] });
    expect(validateInput(loginSchema, { ...login, email: `${'a'.repeat(250)}@b.kz` }).errors).toEqual({ email: ['validation.max|{"length":254}'] });
  });

  it('passwords have at most 128 characters', () => {
    expect(validateInput(loginSchema, { ...login, password: 'p'.repeat(128) }).success).toBe(true);
    expect(validateInput(loginSchema, { ...login, password: 'p'.repeat(129) }).errors).toEqual({ password: ['auth.password_max|{"max":128}'] });
  });
});

describe('registration payload (spec section 7)', () => {
  it('username, email, password, password_confirmation, birthday and country_id fixed at 1', () => {
    expect(validateInput(registerSchema, register).output).toEqual({ ...register, country_id: 1 });
    expect(validateInput(registerSchema, { ...register, country_id: 1 }).success).toBe(true);
    expect(validateInput(registerSchema, { ...register, country_id: 2 }).errors).toEqual({ country_id: ['validation.default|{"field":"country_id"}'] });
  });

  it('a new password has at least 8 characters: 7 fails, 8 and 128 pass, 129 fails', () => {
    const withPassword = (password: string) => validateInput(registerSchema, { ...register, password, password_confirmation: password });
    expect(withPassword('p'.repeat(7)).errors).toEqual({ password: ['auth.password_min|{"min":8}'] });
    expect(withPassword('p'.repeat(8)).success).toBe(true);
    expect(withPassword('p'.repeat(128)).success).toBe(true);
    expect(withPassword('p'.repeat(129)).errors).toEqual({ password: ['auth.password_max|{"max":128}'] });
  });

  it('the confirmation must match', () => {
    expect(validateInput(registerSchema, { ...register, password_confirmation: 'secret124' }).errors).toEqual({ password_confirmation: ['auth.password_mismatch'] });
  });

  it('username has 2 to 50 characters', () => {
    expect(validateInput(registerSchema, { ...register, username: 'A' }).errors).toEqual({ username: ['validation.min|{"length":2}'] });
    expect(validateInput(registerSchema, { ...register, username: 'A'.repeat(51) }).errors).toEqual({ username: ['validation.max|{"length":50}'] });
  });

  it('birthday is a real date', () => {
    expect(isCalendarDate('2004-02-29')).toBe(true);
    expect(isCalendarDate('2003-02-29')).toBe(false);
    expect(isCalendarDate('1899-12-31')).toBe(false);
    expect(isCalendarDate('01.02.2004')).toBe(false);
    expect(validateInput(registerSchema, { ...register, birthday: '2004-13-01' }).errors).toEqual({ birthday: ['auth.birthday_invalid'] });
    expect(validateInput(registerSchema, { ...register, birthday: '' }).errors).toEqual({ birthday: ['validation.required'] });
  });
});

describe('codes and recovery payloads (spec section 7)', () => {
  it('send-otp-code: phone, messenger (Telegram by default) and purpose (sign-up by default)', () => {
    expect(validateInput(sendOtpCodeSchema, { phone: '+7 701 123 45 67' }).output).toEqual({ phone: '+77011234567', channel: 'telegram', purpose: 'register' });
    expect(validateInput(sendOtpCodeSchema, { phone: '+998901234567', channel: 'whatsapp', purpose: 'forgot_password' }).output).toEqual({
      phone: '+998901234567',
      channel: 'whatsapp',
      purpose: 'forgot_password',
    });
    expect(validateInput(sendOtpCodeSchema, {}).errors).toEqual({ phone: ['phone.required'] });
    expect(validateInput(sendOtpCodeSchema, { phone: '+998901234567', channel: 'sms', purpose: 'anything' }).errors).toEqual({
      channel: ['validation.one_of'],
      purpose: ['validation.one_of'],
    });
  });

  it('verify codes: phone, code and the request_id the code answers', () => {
    expect(validateInput(whatsappPhoneCodeSchema, { phone: '+998901234567', code: '1234', request_id: requestId }).success).toBe(true);
    expect(validateInput(whatsappPhoneCodeSchema, { phone: '+998901234567', code: '123456', request_id: requestId }).errors).toEqual({ code: ['code.length|{"length":4}'] });
    expect(validateInput(codeOnlySchema, { code: '', request_id: requestId }).errors).toEqual({ code: ['code.required'] });
    expect(validateInput(codeOnlySchema, { code: '123456', request_id: requestId }).success).toBe(true);
    expect(validateInput(codeOnlySchema, { code: '123456' }).errors).toEqual({ request_id: ['auth.request_id_invalid'] });
    expect(validateInput(codeOnlySchema, { code: '123456', request_id: 'short' }).errors).toEqual({ request_id: ['auth.request_id_invalid'] });
    expect(validateInput(codeOnlySchema, { code: '123456', request_id: `${requestId}/../x` }).errors).toEqual({ request_id: ['auth.request_id_invalid'] });
  });

  it('reset-password: the new password fields', () => {
    expect(validateInput(resetPasswordSchema, { password: 'secret123', password_confirmation: 'secret123' }).success).toBe(true);
    expect(validateInput(resetPasswordSchema, { password: 'secret123', password_confirmation: '' }).errors).toEqual({ password_confirmation: ['auth.password_mismatch'] });
  });

  it('forgot-password code and reset', () => {
    expect(validateInput(forgotPasswordCodeSchema, { email: 'ace@portal.kz' }).success).toBe(true);
    expect(
      validateInput(forgotPasswordResetSchema, { email: 'ace@portal.kz', code: '123456', password: 'secret123', password_confirmation: 'secret123' }).success,
    ).toBe(true);
    expect(validateInput(forgotPasswordResetSchema, { email: 'ace@portal.kz', code: '12', password: 'short', password_confirmation: 'other' }).errors).toEqual({
      code: ['code.length|{"length":6}'],
      password: ['auth.password_min|{"min":8}'],
      password_confirmation: ['auth.password_mismatch'],
    });
  });
});
