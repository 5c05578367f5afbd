import {
  emailRegisterSchema,
  loginByPhoneSchema,
  newPasswordSchema,
  phoneRegisterSchema,
  resetPasswordRequestSchema,
} from './auth';
import { gameProfileFormSchema, gameProfileStoreSchema } from './auth-game-profile';
import { socialTokenSchema, telegramAuthSchema } from './auth-social';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords';
import { validateInput } from './validate';

const requestId = 'Qm9vdHN0cmFwUmVxdWVzdElk';
const hash = 'a'.repeat(43);
const fields = { username: 'Ace', email: 'ace@portal.kz', password: 'Steppe-Wolf-77', password_confirmation: 'Steppe-Wolf-77', birthday: '2004-02-29' };

describe('common passwords', () => {
  it('are refused by the new-password rule, without regard to case or surrounding spaces', () => {
    expect(isCommonPassword('password123')).toBe(true);
    expect(isCommonPassword(' QWERTY123 ')).toBe(true);
    expect(isCommonPassword('йцукенгш')).toBe(true);
    expect(isCommonPassword('Steppe-Wolf-77')).toBe(false);
    expect(validateInput(newPasswordSchema, '1q2w3e4r5t').errors).toEqual({ root: ['auth.password_common'] });
    expect(validateInput(newPasswordSchema, 'Steppe-Wolf-77').success).toBe(true);
  });

  it('lists only lower-case passwords the length rule would let through', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(150);
    for (const word of COMMON_PASSWORDS) expect([word, word.length >= 8 && word === word.toLowerCase()]).toEqual([word, true]);
  });

  it('the length rule speaks first for short passwords', () => {
    expect(validateInput(newPasswordSchema, 'qwerty').errors).toEqual({ root: ['auth.password_min|{"min":8}'] });
  });
});

describe('login by phone (POST /auth/login)', () => {
  it('takes the phone with its calling code, sent as E.164', () => {
    expect(validateInput(loginByPhoneSchema, { phone: '+7 701 123 45 67', password: 'x', g_recaptcha_response: 't' }).output).toEqual({
      phone: '+77011234567',
      password: 'x',
      g_recaptcha_response: 't',
    });
    expect(validateInput(loginByPhoneSchema, { phone: '7011234567', password: '', g_recaptcha_response: '' }).errors).toEqual({
      phone: ['phone.invalid'],
      password: ['validation.required'],
      g_recaptcha_response: ['auth.recaptcha_required'],
    });
  });
});

describe('registration payloads', () => {
  it('by phone: the fields and the verified request_id', () => {
    expect(validateInput(phoneRegisterSchema, { ...fields, request_id: requestId }).output).toEqual({ ...fields, request_id: requestId, country_id: 1 });
    expect(validateInput(phoneRegisterSchema, fields).errors).toEqual({ request_id: ['auth.request_id_invalid'] });
  });

  it('by e-mail: the fields and the accepted agreement', () => {
    expect(validateInput(emailRegisterSchema, { ...fields, agreement: true }).success).toBe(true);
    expect(validateInput(emailRegisterSchema, { ...fields, agreement: false }).errors).toEqual({ agreement: ['auth.agreement_required'] });
    expect(validateInput(emailRegisterSchema, { ...fields, password_confirmation: 'other' }).errors).toEqual({
      agreement: ['auth.agreement_required'],
      password_confirmation: ['auth.password_mismatch'],
    });
  });
});

describe('reset-password request', () => {
  const pair = { password: 'Steppe-Wolf-77', password_confirmation: 'Steppe-Wolf-77' };

  it('takes exactly one of a verified request_id or an e-mailed link hash', () => {
    expect(validateInput(resetPasswordRequestSchema, { ...pair, request_id: requestId }).success).toBe(true);
    expect(validateInput(resetPasswordRequestSchema, { ...pair, hash }).success).toBe(true);
    expect(validateInput(resetPasswordRequestSchema, pair).errors).toEqual({ root: ['auth.request_id_invalid'] });
    expect(validateInput(resetPasswordRequestSchema, { ...pair, hash, request_id: requestId }).errors).toEqual({ root: ['auth.request_id_invalid'] });
    expect(validateInput(resetPasswordRequestSchema, { ...pair, hash: 'not/a/hash' }).errors).toEqual({ hash: ['auth.reset_link_invalid'] });
  });
});

describe('social payloads', () => {
  it('provider and token, with the redirect_uri a Discord code was issued for', () => {
    expect(validateInput(socialTokenSchema, { provider: 'google', token: 'eyJ.x.y' }).success).toBe(true);
    expect(validateInput(socialTokenSchema, { provider: 'discord', token: 'abc', redirect_uri: 'https://portal.example/discord-redirect' }).success).toBe(true);
    expect(validateInput(socialTokenSchema, { provider: 'vk', token: '', redirect_uri: 'nope' }).errors).toEqual({
      provider: ['validation.one_of'],
      token: ['validation.required'],
      redirect_uri: ['validation.url'],
    });
  });

  it('the Telegram widget result keeps its flat fields and refuses nested ones', () => {
    const data = { id: 42, first_name: 'Ayan', username: 'ayan', auth_date: 1_700_000_000, hash: 'f'.repeat(64) };
    expect(validateInput(telegramAuthSchema, { ...data, allows_write_to_pm: 'true' }).output).toEqual({ ...data, allows_write_to_pm: 'true' });
    expect(validateInput(telegramAuthSchema, { ...data, id: '42' }).success).toBe(true);
    expect(validateInput(telegramAuthSchema, { ...data, extra: { nested: true } }).success).toBe(false);
    expect(validateInput(telegramAuthSchema, { ...data, hash: 'xyz' }).errors).toEqual({ hash: ['validation.regex'] });
    expect(validateInput(telegramAuthSchema, { ...data, id: 0 }).errors).toEqual({ id: ['validation.integer'] });
  });
});

describe('game profile store (/login/game-profile)', () => {
  it('checks the profile of the chosen game: the basic fields alone are a whole profile (the sign-up step)', () => {
    expect(validateInput(gameProfileStoreSchema, { gameName: 'pubg-mobile', fields: { nick: ' Ace ', pubg_id: '5123456789' } }).output).toEqual({
      gameName: 'pubg-mobile',
      fields: { nick: 'Ace', pubg_id: '5123456789' },
    });
    expect(validateInput(gameProfileStoreSchema, { gameName: 'mlbb', fields: { nick: 'Ace', mlbb_id: '1', device: 'd'.repeat(21) } }).errors).toEqual({
      'fields.device': ['game_profile.device_max|{"max":20}'],
    });
    expect(validateInput(gameProfileStoreSchema, { gameName: 'mlbb', fields: { nick: '', mlbb_id: 'x1' } }).errors).toEqual({
      'fields.nick': ['game_profile.nickname_required'],
      'fields.mlbb_id': ['game_profile.game_id_numeric'],
    });
    expect(validateInput(gameProfileStoreSchema, { gameName: 'mlbb', fields: { nick: 'Ace', pubg_id: '1' } }).errors).toEqual({
      'fields.mlbb_id': ['game_profile.mlbb_id_required'],
    });
    expect(validateInput(gameProfileStoreSchema, { gameName: 'chess', fields: {} }).errors).toEqual({ gameName: ['team_page.game_id_required'] });
  });

  it("checks a form's values (any game's fields by key) exactly as the store schema checks the request", () => {
    const samples = [
      { gameName: 'pubg-mobile', fields: { nick: ' Ace ', pubg_id: '5123456789', about_me: '' } },
      { gameName: 'mlbb', fields: { nick: '', mlbb_id: 'x1' } },
      { gameName: 'chess', fields: {} },
    ];
    for (const sample of samples) expect(validateInput(gameProfileFormSchema, sample)).toEqual(validateInput(gameProfileStoreSchema, sample));
  });
});
