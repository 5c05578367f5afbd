import { internationalPhoneSchema, phoneCountrySchema, phoneFormSchema, phoneRequiredSchema, whatsappAttachSchema, whatsappVerifySchema } from './phone';
import { validateInput } from './validate';

describe('phones (spec sections 5 and 9)', () => {
  it('the WhatsApp phone must not be empty; whitespace is stripped', () => {
    expect(validateInput(phoneRequiredSchema, ' +7 701 123 45 67 ').output).toBe('+77011234567');
    expect(validateInput(phoneRequiredSchema, '   ').errors).toEqual({ root: ['phone.required'] });
    expect(validateInput(phoneRequiredSchema, undefined).errors).toEqual({ root: ['phone.required'] });
  });

  it('an international phone is valid for its country, sent as E.164', () => {
    expect(validateInput(internationalPhoneSchema, '+998 90 123 45 67').output).toBe('+998901234567');
    expect(validateInput(internationalPhoneSchema, '+7 701 123').errors).toEqual({ root: ['phone.invalid'] });
    expect(validateInput(internationalPhoneSchema, '7011234567').errors).toEqual({ root: ['phone.invalid'] });
  });

  it('country codes are known ISO codes in any case', () => {
    expect(validateInput(phoneCountrySchema, 'kz').output).toBe('KZ');
    expect(validateInput(phoneCountrySchema, 'XX').errors).toEqual({ root: ['phone.country_invalid'] });
  });

  it('the phone form checks the number against the chosen country', () => {
    expect(validateInput(phoneFormSchema, { country: 'kz', phone: '701 123 45 67' }).output).toEqual({ country: 'KZ', phone: '+77011234567' });
    expect(validateInput(phoneFormSchema, { country: 'KZ', phone: '+7 916 123 45 67' }).errors).toEqual({ phone: ['phone.invalid'] });
    expect(validateInput(phoneFormSchema, { country: 'KZ', phone: '' }).errors).toEqual({ phone: ['phone.required'] });
    expect(validateInput(phoneFormSchema, { country: 'nowhere', phone: '701 123 45 67' }).errors).toEqual({ country: ['phone.country_invalid'] });
  });
});

describe('phone verification payload (spec sections 3 and 7)', () => {
  const attach = { phone: '90 123 45 67', country_code: 'UZ', number_code: '998' };

  it('attach: phone, country_code, number_code, normalized', () => {
    expect(validateInput(whatsappAttachSchema, attach).output).toEqual({ phone: '+998901234567', country_code: 'UZ', number_code: '+998' });
  });

  it('verify: phone, code, country_code and number_code', () => {
    expect(validateInput(whatsappVerifySchema, { ...attach, number_code: '+998', code: '1234' }).output).toEqual({
      phone: '+998901234567',
      country_code: 'UZ',
      number_code: '+998',
      code: '1234',
    });
    expect(validateInput(whatsappVerifySchema, attach).errors).toEqual({ code: ['code.required'] });
  });

  it('refuses a calling code or a phone of another country', () => {
    expect(validateInput(whatsappAttachSchema, { ...attach, number_code: '+7' }).errors).toEqual({ number_code: ['phone.country_invalid'] });
    expect(validateInput(whatsappAttachSchema, { ...attach, phone: '+7 701 123 45 67' }).errors).toEqual({ phone: ['phone.invalid'] });
    expect(validateInput(whatsappAttachSchema, { phone: '', country_code: 'UZ', number_code: '+998' }).errors).toEqual({ phone: ['phone.required'] });
  });
});
