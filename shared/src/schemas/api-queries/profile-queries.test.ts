import { recordIdOf } from './profile-queries';

describe('record ids of paths', () => {
  it('are whole numbers from 1 to 2^31-1 written in digits', () => {
    expect(recordIdOf('1')).toBe(1);
    expect(recordIdOf('2147483647')).toBe(2147483647);
  });

  it('are nothing otherwise', () => {
    for (const text of ['0', '01', '-1', '1.5', 'abc', '', '2147483648', '99999999999', ' 1']) expect(recordIdOf(text)).toBeNull();
  });
});
