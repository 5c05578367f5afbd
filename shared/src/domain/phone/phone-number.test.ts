import { internationalToE164, stripPhoneWhitespace, toE164 } from './phone-number';

const isValidPhoneForCountry = (...args: Parameters<typeof toE164>) => toE164(...args) !== null;

describe('phone validation per country (spec sections 5 and 9)', () => {
  it('whitespace is stripped from phones before sending', () => {
    expect(stripPhoneWhitespace(' +7 701 123\t45 67 ')).toBe('+77011234567');
  });

  it('accepts real numbers of the chosen country, national or international', () => {
    expect(toE164('701 123 45 67', 'KZ')).toBe('+77011234567');
    expect(toE164('+7 701 123 45 67', 'KZ')).toBe('+77011234567');
    expect(toE164('90 123 45 67', 'UZ')).toBe('+998901234567');
    expect(toE164('+996 700 123 456', 'KG')).toBe('+996700123456');
    expect(toE164('+7 916 123-45-67', 'RU')).toBe('+79161234567');
  });

  it('refuses numbers of the wrong length or pattern', () => {
    expect(isValidPhoneForCountry('701 123 45 6', 'KZ')).toBe(false);
    expect(isValidPhoneForCountry('701 123 45 678', 'KZ')).toBe(false);
    expect(isValidPhoneForCountry('90 123 45 6', 'UZ')).toBe(false);
    expect(isValidPhoneForCountry('abc', 'KZ')).toBe(false);
    expect(isValidPhoneForCountry('', 'KZ')).toBe(false);
    expect(isValidPhoneForCountry(null, 'KZ')).toBe(false);
  });

  it('refuses a number of another country sharing the calling code', () => {
    expect(isValidPhoneForCountry('+7 916 123 45 67', 'KZ')).toBe(false);
    expect(isValidPhoneForCountry('+998 90 123 45 67', 'KZ')).toBe(false);
  });
});

describe('international phone numbers', () => {
  it('are valid with their +calling code', () => {
    expect(internationalToE164('+7 701 123 45 67')).toBe('+77011234567');
    expect(internationalToE164('+998901234567')).toBe('+998901234567');
  });

  it('are refused without the + or when invalid', () => {
    expect(internationalToE164('77011234567')).toBeNull();
    expect(internationalToE164('+7 701')).toBeNull();
    expect(internationalToE164(undefined)).toBeNull();
  });
});
