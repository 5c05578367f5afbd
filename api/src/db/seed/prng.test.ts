import { Prng } from './prng';

describe('Prng', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = new Prng(42);
    const b = new Prng(42);
    const first = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(first);
    expect(new Set(first).size).toBe(20);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('keeps ints within bounds, samples distinct items and makes digit strings', () => {
    const prng = new Prng(7);
    const ints = Array.from({ length: 500 }, () => prng.int(3, 5));
    expect(new Set(ints)).toEqual(new Set([3, 4, 5]));
    const sample = prng.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
    expect(prng.digits(9)).toMatch(/^[1-9]\d{8}$/);
    expect(() => prng.pick([])).toThrow('empty');
  });
});
