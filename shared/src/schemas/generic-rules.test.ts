import { isEmptyValue, isRequiredSatisfied, isUploadFile, passesRule } from './generic-rules';

const png = { name: 'logo.PNG', type: 'image/png', size: 2048 };
const pdf = { name: 'doc.pdf', type: 'application/pdf', size: 10 };

describe('generic form rules (spec section 5)', () => {
  it('empty values pass every rule except required', () => {
    for (const empty of [undefined, null, '', []]) {
      expect(isEmptyValue(empty)).toBe(true);
      expect(passesRule('alpha', empty, undefined)).toBe(true);
      expect(passesRule('between', empty, { min: 1, max: 2 })).toBe(true);
      expect(passesRule('email', empty, undefined)).toBe(true);
      expect(passesRule('length', empty, { length: 3 })).toBe(true);
      expect(passesRule('min', empty, { length: 3 })).toBe(true);
      expect(passesRule('size', empty, { size: 1 })).toBe(true);
      expect(passesRule('required', empty, undefined)).toBe(false);
    }
    expect(isEmptyValue(0)).toBe(false);
    expect(isEmptyValue(' ')).toBe(false);
  });

  it('required fails on null, empty array, false or blank text', () => {
    expect(isRequiredSatisfied(null)).toBe(false);
    expect(isRequiredSatisfied(undefined)).toBe(false);
    expect(isRequiredSatisfied([])).toBe(false);
    expect(isRequiredSatisfied(false)).toBe(false);
    expect(isRequiredSatisfied('  \t')).toBe(false);
    expect(isRequiredSatisfied('a')).toBe(true);
    expect(isRequiredSatisfied(0)).toBe(true);
    expect(isRequiredSatisfied(true)).toBe(true);
    expect(isRequiredSatisfied([0])).toBe(true);
    expect(isRequiredSatisfied({})).toBe(true);
  });

  it('alpha, alpha_dash, alpha_num, alpha_spaces', () => {
    expect(passesRule('alpha', 'Айдар', undefined)).toBe(true);
    expect(passesRule('alpha', 'abc1', undefined)).toBe(false);
    expect(passesRule('alpha_dash', 'ab_c-1', undefined)).toBe(true);
    expect(passesRule('alpha_dash', 'ab c', undefined)).toBe(false);
    expect(passesRule('alpha_num', 'abc123', undefined)).toBe(true);
    expect(passesRule('alpha_num', 'abc-123', undefined)).toBe(false);
    expect(passesRule('alpha_spaces', 'Ali Khan', undefined)).toBe(true);
    expect(passesRule('alpha_spaces', 'Ali 2', undefined)).toBe(false);
    expect(passesRule('alpha', 5, undefined)).toBe(false);
    expect(passesRule('alpha', {}, undefined)).toBe(false);
  });

  it('between, max_value and min_value compare numbers, inclusive', () => {
    expect(passesRule('between', 4, { min: 4, max: 25 })).toBe(true);
    expect(passesRule('between', '25', { min: 4, max: 25 })).toBe(true);
    expect(passesRule('between', 3, { min: 4, max: 25 })).toBe(false);
    expect(passesRule('between', 26, { min: 4, max: 25 })).toBe(false);
    expect(passesRule('between', 'x', { min: 4, max: 25 })).toBe(false);
    expect(passesRule('between', ' ', { min: 0, max: 25 })).toBe(false);
    expect(passesRule('max_value', 10, { max: 10 })).toBe(true);
    expect(passesRule('max_value', 10.5, { max: 10 })).toBe(false);
    expect(passesRule('max_value', 'ten', { max: 10 })).toBe(false);
    expect(passesRule('min_value', 1, { min: 1 })).toBe(true);
    expect(passesRule('min_value', 0, { min: 1 })).toBe(false);
    expect(passesRule('min_value', Number.POSITIVE_INFINITY, { min: 1 })).toBe(false);
  });

  it('confirmed, is and is_not compare with another value', () => {
    expect(passesRule('confirmed', 'secret12', { target: 'secret12' })).toBe(true);
    expect(passesRule('confirmed', 'secret12', { target: 'secret13' })).toBe(false);
    expect(passesRule('is', 'yes', { other: 'yes' })).toBe(true);
    expect(passesRule('is', 'no', { other: 'yes' })).toBe(false);
    expect(passesRule('is_not', 'no', { other: 'yes' })).toBe(true);
    expect(passesRule('is_not', 'yes', { other: 'yes' })).toBe(false);
  });

  it('digits needs exactly that many digits; numeric and integer', () => {
    expect(passesRule('digits', '123456', { length: 6 })).toBe(true);
    expect(passesRule('digits', 123456, { length: 6 })).toBe(true);
    expect(passesRule('digits', '12345', { length: 6 })).toBe(false);
    expect(passesRule('digits', '12345a', { length: 6 })).toBe(false);
    expect(passesRule('numeric', '0042', undefined)).toBe(true);
    expect(passesRule('numeric', '-1', undefined)).toBe(false);
    expect(passesRule('numeric', '1.5', undefined)).toBe(false);
    expect(passesRule('integer', '-12', undefined)).toBe(true);
    expect(passesRule('integer', 12, undefined)).toBe(true);
    expect(passesRule('integer', 1.5, undefined)).toBe(false);
  });

  it('email and url', () => {
    expect(passesRule('email', 'player@portal.kz', undefined)).toBe(true);
    expect(passesRule('email', 'player@', undefined)).toBe(false);
    expect(passesRule('url', 'https://portal.kz/a?b=1', undefined)).toBe(true);
    expect(passesRule('url', 'http://portal.kz', undefined)).toBe(true);
    expect(passesRule('url', 'ftp://portal.kz', undefined)).toBe(false);
    expect(passesRule('url', 'portal.kz', undefined)).toBe(false);
  });

  it('length, min and max count characters; length of an array is its size', () => {
    expect(passesRule('length', 'abcd', { length: 4 })).toBe(true);
    expect(passesRule('length', 'abc', { length: 4 })).toBe(false);
    expect(passesRule('length', [1, 2], { length: 2 })).toBe(true);
    expect(passesRule('length', { a: 1 }, { length: 1 })).toBe(false);
    expect(passesRule('max', 'abcd', { length: 4 })).toBe(true);
    expect(passesRule('max', 'abcde', { length: 4 })).toBe(false);
    expect(passesRule('max', {}, { length: 4 })).toBe(false);
    expect(passesRule('min', 'abcd', { length: 4 })).toBe(true);
    expect(passesRule('min', 'abc', { length: 4 })).toBe(false);
    expect(passesRule('min', {}, { length: 0 })).toBe(false);
    expect(passesRule('max', '😀😀', { length: 2 })).toBe(true);
  });

  it('applies item rules to every item of an array', () => {
    expect(passesRule('max', ['ab', 'abc'], { length: 3 })).toBe(true);
    expect(passesRule('max', ['ab', 'abcd'], { length: 3 })).toBe(false);
    expect(passesRule('numeric', ['1', '', '2'], undefined)).toBe(true);
    expect(passesRule('numeric', ['1', 'x'], undefined)).toBe(false);
  });

  it('one_of and not_one_of', () => {
    expect(passesRule('one_of', 'ru', { values: ['ru', 'kk'] })).toBe(true);
    expect(passesRule('one_of', 'de', { values: ['ru', 'kk'] })).toBe(false);
    expect(passesRule('not_one_of', 'de', { values: ['ru', 'kk'] })).toBe(true);
    expect(passesRule('not_one_of', 'ru', { values: ['ru', 'kk'] })).toBe(false);
  });

  it('regex tests the pattern, also a global one repeatedly', () => {
    const pattern = /^[a-z]+$/g;
    expect(passesRule('regex', 'abc', { pattern })).toBe(true);
    expect(passesRule('regex', 'abc', { pattern })).toBe(true);
    expect(passesRule('regex', 'ab1', { pattern })).toBe(false);
    expect(passesRule('regex', {}, { pattern })).toBe(false);
  });

  it('file rules: ext, image, mimes, size (KB), dimensions', () => {
    expect(isUploadFile(png)).toBe(true);
    expect(isUploadFile({ size: -1 })).toBe(false);
    expect(isUploadFile({ size: 1, name: 3 })).toBe(false);
    expect(isUploadFile({ size: 1, type: 3 })).toBe(false);
    expect(isUploadFile('file')).toBe(false);
    expect(passesRule('ext', png, { extensions: ['jpg', 'png'] })).toBe(true);
    expect(passesRule('ext', png, { extensions: ['.png'] })).toBe(true);
    expect(passesRule('ext', pdf, { extensions: ['jpg', 'png'] })).toBe(false);
    expect(passesRule('ext', { size: 1 }, { extensions: ['png'] })).toBe(false);
    expect(passesRule('image', png, undefined)).toBe(true);
    expect(passesRule('image', pdf, undefined)).toBe(false);
    expect(passesRule('image', 'logo.png', undefined)).toBe(false);
    expect(passesRule('mimes', png, { types: ['image/*'] })).toBe(true);
    expect(passesRule('mimes', pdf, { types: ['application/pdf'] })).toBe(true);
    expect(passesRule('mimes', pdf, { types: ['image/*'] })).toBe(false);
    expect(passesRule('mimes', { size: 1 }, { types: ['image/*'] })).toBe(false);
    expect(passesRule('size', { size: 1024 }, { size: 1 })).toBe(true);
    expect(passesRule('size', { size: 1025 }, { size: 1 })).toBe(false);
    expect(passesRule('size', 'big', { size: 1 })).toBe(false);
    expect(passesRule('dimensions', { width: 100, height: 50 }, { width: 100, height: 50 })).toBe(true);
    expect(passesRule('dimensions', { width: 100, height: 51 }, { width: 100, height: 50 })).toBe(false);
    expect(passesRule('dimensions', 7, { width: 100, height: 50 })).toBe(false);
  });
});
