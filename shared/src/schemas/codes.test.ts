import { digitCodeSchema, verificationCodeSchema, whatsappCodeSchema } from './codes';
import { validateInput } from './validate';

const codeErrors = (schema: typeof verificationCodeSchema, code: unknown) => validateInput(schema, code).errors?.root;

describe('codes (spec section 5)', () => {
  it("code entry: empty gives 'Введите код'", () => {
    expect(codeErrors(verificationCodeSchema, '')).toEqual(['code.required']);
    expect(codeErrors(verificationCodeSchema, undefined)).toEqual(['code.required']);
    expect(codeErrors(whatsappCodeSchema, ' ')).toEqual(['code.required']);
  });

  it('code entry: 6 digits, digits only', () => {
    expect(validateInput(verificationCodeSchema, '012345').output).toBe('012345');
    expect(codeErrors(verificationCodeSchema, '12345')).toEqual(['code.length|{"length":6}']);
    expect(codeErrors(verificationCodeSchema, '1234567')).toEqual(['code.length|{"length":6}']);
    expect(codeErrors(verificationCodeSchema, '12a456')).toEqual(['code.digits_only']);
  });

  it('builds a code rule of any length', () => {
    expect(validateInput(digitCodeSchema(5), '12345').success).toBe(true);
    expect(validateInput(digitCodeSchema(5), '1234').errors).toEqual({ root: ['code.length|{"length":5}'] });
  });

  it('the WhatsApp code has 4 digits', () => {
    expect(validateInput(whatsappCodeSchema, '0423').output).toBe('0423');
    expect(codeErrors(whatsappCodeSchema, '042')).toEqual(['code.length|{"length":4}']);
    expect(codeErrors(whatsappCodeSchema, '04234')).toEqual(['code.length|{"length":4}']);
  });
});
