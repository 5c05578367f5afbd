import { phoneParts } from './auth-phone';

describe('parts of a verified phone', () => {
  it('gives the lower-case country and the calling code without +', () => {
    expect(phoneParts('+77011234567')).toEqual({ countryCode: 'kz', numberCode: '7' });
    expect(phoneParts('+79161234567')).toEqual({ countryCode: 'ru', numberCode: '7' });
    expect(phoneParts('+998901234567')).toEqual({ countryCode: 'uz', numberCode: '998' });
  });

  it('gives nothing for an invalid number', () => {
    expect(phoneParts('+7701')).toBeNull();
    expect(phoneParts('77011234567')).toBeNull();
  });
});
