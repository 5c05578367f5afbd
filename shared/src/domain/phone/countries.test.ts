import { getCountries } from 'libphonenumber-js/max';
import { phoneCountryMeta, phoneCountryPickerOrder, toPhoneCountry } from './countries';

describe('phone countries (spec sections 5 and 9)', () => {
  it('country list order KZ, KG, UZ, UA, RU, BY first then alphabetical', () => {
    const order = phoneCountryPickerOrder();
    expect(order.slice(0, 6)).toEqual(['KZ', 'KG', 'UZ', 'UA', 'RU', 'BY']);
    const rest = order.slice(6);
    expect(rest).toEqual([...rest].sort());
    expect(new Set(order).size).toBe(getCountries().length);
    expect(order).toHaveLength(getCountries().length);
  });

  it('sorts the rest by display name when names are given', () => {
    const names: Record<string, string> = { DE: 'Almanya', AT: 'Avusturya', US: 'ABD', GB: 'Avusturya' };
    const order = phoneCountryPickerOrder((c) => names[c] ?? `zz${c}`, 'tr');
    expect(order.slice(6, 10)).toEqual(['US', 'DE', 'AT', 'GB']);
    expect(order.slice(0, 6)).toEqual(['KZ', 'KG', 'UZ', 'UA', 'RU', 'BY']);
  });

  it('maps codes in any case, and refuses unknown ones', () => {
    expect(toPhoneCountry('kz')).toBe('KZ');
    expect(toPhoneCountry(' Uz ')).toBe('UZ');
    expect(toPhoneCountry('XX')).toBeNull();
    expect(toPhoneCountry(null)).toBeNull();
  });

  it('gives calling code, national number pattern and possible lengths from the metadata', () => {
    const kz = phoneCountryMeta('KZ');
    expect(kz.callingCode).toBe('+7');
    expect(kz.possibleLengths).toContain(10);
    expect(kz.nationalNumberPattern.test('7011234567')).toBe(true);
    expect(kz.nationalNumberPattern.test('123')).toBe(false);
    const uz = phoneCountryMeta('UZ');
    expect(uz.callingCode).toBe('+998');
    expect(uz.possibleLengths).toEqual([9]);
  });
});
