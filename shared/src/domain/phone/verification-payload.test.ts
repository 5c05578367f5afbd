import { phoneVerificationPayload } from './verification-payload';

describe('phone verification payload (spec sections 3 and 7)', () => {
  it('has phone, code, country_code and number_code', () => {
    expect(phoneVerificationPayload({ phone: '701 123 45 67', code: ' 1234 ', country: 'KZ' })).toEqual({
      phone: '+77011234567',
      code: '1234',
      country_code: 'KZ',
      number_code: '+7',
    });
    expect(phoneVerificationPayload({ phone: '+998 90 123 45 67', code: '5678', country: 'UZ' })?.number_code).toBe('+998');
  });

  it('is not built for an invalid phone', () => {
    expect(phoneVerificationPayload({ phone: '12', code: '1234', country: 'KZ' })).toBeNull();
  });
});
