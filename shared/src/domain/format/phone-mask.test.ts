import { maskPhone } from './phone-mask';

describe('phone masking (spec section 5)', () => {
  it('shows the first 6 characters, then ***, then the last 2', () => {
    expect(maskPhone('+77011234567')).toBe('+77011***67');
    expect(maskPhone('+998 90 123 45 67')).toBe('+99890***67');
  });

  it('hides the middle of short numbers', () => {
    expect(maskPhone('123456789')).toBe('123456***89');
    expect(maskPhone('12345678')).toBe('***78');
    expect(maskPhone('7')).toBe('***7');
  });

  it('shows nothing for no phone', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone(null)).toBe('');
    expect(maskPhone(undefined)).toBe('');
  });
});
