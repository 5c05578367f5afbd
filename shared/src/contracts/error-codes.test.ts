import { decodeErrorCode, encodeErrorCode } from './error-codes';

describe('error codes', () => {
  it('round-trips a key with parameters', () => {
    const code = encodeErrorCode('validation.between', { min: 4, max: 25 });
    expect(code).toBe('validation.between|{"min":4,"max":25}');
    expect(decodeErrorCode(code)).toEqual({ key: 'validation.between', params: { min: 4, max: 25 } });
  });

  it('keeps plain keys plain', () => {
    expect(encodeErrorCode('team_page.name_required')).toBe('team_page.name_required');
    expect(encodeErrorCode('team_page.name_required', {})).toBe('team_page.name_required');
    expect(decodeErrorCode('team_page.name_required')).toEqual({ key: 'team_page.name_required', params: {} });
  });

  it('survives malformed parameters', () => {
    expect(decodeErrorCode('validation.min|{oops')).toEqual({ key: 'validation.min', params: {} });
    expect(decodeErrorCode('validation.min|42')).toEqual({ key: 'validation.min', params: {} });
  });
});
