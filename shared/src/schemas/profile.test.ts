import { changePasswordSchema } from './auth';
import { avatarFileSchema, changePhoneSchema, profileUpdateSchema, profileVerifySchema, userSlugSchema } from './profile';
import { validateInput } from './validate';

const update = (input: Record<string, unknown>) => validateInput(profileUpdateSchema, input);

describe('profile settings (POST /user/profile)', () => {
  it('leaves out what is not sent, and reads multipart text: flags, a country id in digits', () => {
    expect(update({}).output).toEqual({});
    expect(
      update({ username: ' Ayan ', slug: ' Ayan-Pro ', birthday: '2001-04-12', country_id: '2', timezone: 'Asia/Almaty', show_birthday: '1', show_teams: '0' }).output,
    ).toEqual({ username: 'Ayan', slug: 'ayan-pro', birthday: '2001-04-12', country_id: 2, timezone: 'Asia/Almaty', show_birthday: true, show_teams: false });
    expect(update({ country_id: 3, show_awards: 0, show_statistics: true }).output).toEqual({ country_id: 3, show_awards: false, show_statistics: true });
  });

  it('clears the birthday, country and timezone with an empty value', () => {
    expect(update({ birthday: '', country_id: '', timezone: null }).output).toEqual({ birthday: null, country_id: null, timezone: null });
  });

  it('refuses bad values with their field codes', () => {
    expect(update({ username: ' ' }).errors).toEqual({ username: ['validation.required'] });
    expect(update({ username: 'a'.repeat(51) }).errors).toEqual({ username: ['validation.max|{"length":50}'] });
    expect(update({ birthday: '2001-02-30' }).errors).toEqual({ birthday: ['auth.birthday_invalid'] });
    expect(update({ country_id: 'kz' }).errors).toEqual({ country_id: ['profile.country_invalid'] });
    expect(update({ country_id: 0 }).errors).toEqual({ country_id: ['profile.country_invalid'] });
    expect(update({ country_id: 2 ** 31 }).errors).toEqual({ country_id: ['profile.country_invalid'] });
    expect(update({ country_id: true }).errors).toEqual({ country_id: ['profile.country_invalid'] });
    expect(update({ timezone: 'Almaty time' }).errors).toEqual({ timezone: ['profile.timezone_invalid'] });
    expect(update({ show_teams: 'yes' }).errors).toEqual({ show_teams: ['validation.one_of'] });
  });

  it('slug: 3 to 40 lower-case letters and digits in hyphen-separated words, not only digits, not reserved', () => {
    const slug = (value: unknown) => validateInput(userSlugSchema, value);
    expect(slug('abc').output).toBe('abc');
    expect(slug('a'.repeat(40)).success).toBe(true);
    expect(slug('aidos-sniper-2').success).toBe(true);
    expect(slug('').errors).toEqual({ root: ['validation.required'] });
    expect(slug('ab').errors).toEqual({ root: ['profile.slug_length|{"min":3,"max":40}'] });
    expect(slug('a'.repeat(41)).errors).toEqual({ root: ['profile.slug_length|{"min":3,"max":40}'] });
    for (const bad of ['a--b', '-ab', 'ab-', 'a_b', 'ай-дос', 'a b']) expect(slug(bad).errors).toEqual({ root: ['profile.slug_shape'] });
    expect(slug('2024').errors).toEqual({ root: ['profile.slug_digits'] });
    expect(slug('20-24').errors).toEqual({ root: ['profile.slug_digits'] });
    expect(slug('rewards').errors).toEqual({ root: ['profile.slug_reserved'] });
    expect(slug(5).errors).toEqual({ root: ['profile.slug_shape'] });
  });

  it('avatar: a PNG, JPEG or WebP of at most 5 MB (the type read from the bytes on the server)', () => {
    const avatar = (size: number, type?: string) => validateInput(avatarFileSchema, { size, name: 'a', type }).errors;
    expect(avatar(5 * 1024 * 1024, 'image/webp')).toBeUndefined();
    expect(avatar(10)).toBeUndefined();
    expect(avatar(5 * 1024 * 1024 + 1, 'image/png')).toEqual({ root: ['profile.avatar_size|{"max_mb":5}'] });
    expect(avatar(10, 'application/pdf')).toEqual({ root: ['profile.avatar_type'] });
    expect(update({ avatar: 'x' }).errors).toEqual({ avatar: ['profile.avatar_type'] });
  });
});

describe('password change', () => {
  const change = (input: Record<string, unknown>) => validateInput(changePasswordSchema, { current_password: 'Old-Secret-1', password: 'Caspian-Breeze-19', password_confirmation: 'Caspian-Breeze-19', ...input });

  it('needs the current password and a new one by the registration rules, confirmed', () => {
    expect(change({}).success).toBe(true);
    expect(change({ current_password: '' }).errors).toEqual({ current_password: ['validation.required'] });
    expect(change({ password: 'short', password_confirmation: 'short' }).errors).toEqual({ password: ['auth.password_min|{"min":8}'] });
    expect(change({ password_confirmation: 'other' }).errors).toEqual({ password_confirmation: ['auth.password_mismatch'] });
  });

  it('refuses the current password as the new one', () => {
    expect(change({ current_password: 'Caspian-Breeze-19' }).errors).toEqual({ password: ['profile.password_same'] });
  });
});

describe('phone change and verification', () => {
  it('takes a phone with its calling code and a messenger (Telegram by default)', () => {
    expect(validateInput(changePhoneSchema, { phone: '+7 701 555 01 01' }).output).toEqual({ phone: '+77015550101', channel: 'telegram' });
    expect(validateInput(changePhoneSchema, { phone: '+77015550101', channel: 'whatsapp' }).output?.channel).toBe('whatsapp');
    expect(validateInput(changePhoneSchema, { phone: '', channel: 'sms' }).errors).toEqual({ phone: ['phone.required'], channel: ['validation.one_of'] });
  });

  it('checks a 6-digit Telegram or 4-digit WhatsApp code with its request_id', () => {
    const requestId = 'a'.repeat(22);
    expect(validateInput(profileVerifySchema, { code: '123456', request_id: requestId }).success).toBe(true);
    expect(validateInput(profileVerifySchema, { code: '1234', request_id: requestId }).success).toBe(true);
    expect(validateInput(profileVerifySchema, { code: '', request_id: requestId }).errors).toEqual({ code: ['code.required'] });
    expect(validateInput(profileVerifySchema, { code: '12a4', request_id: requestId }).errors).toEqual({ code: ['code.digits_only'] });
    expect(validateInput(profileVerifySchema, { code: '12345', request_id: 'x' }).errors).toEqual({ code: ['code.length|{"length":6}'], request_id: ['auth.request_id_invalid'] });
  });
});
