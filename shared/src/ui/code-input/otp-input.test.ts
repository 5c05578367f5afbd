import fc from 'fast-check';
import { acceptOtpPaste, isOtpCharAllowed, isOtpComplete, isOtpKeyAllowed } from './otp-input';

describe('one-time-code input (spec section 5)', () => {
  it('takes digits only for the number type', () => {
    expect(isOtpCharAllowed('7', 'number')).toBe(true);
    expect(isOtpCharAllowed('a', 'number')).toBe(false);
    expect(isOtpCharAllowed('77', 'number')).toBe(false);
    expect(isOtpCharAllowed('', 'number')).toBe(false);
  });

  it('takes letters and digits for letter-numeric', () => {
    expect(isOtpCharAllowed('a', 'letter-numeric')).toBe(true);
    expect(isOtpCharAllowed('Z', 'letter-numeric')).toBe(true);
    expect(isOtpCharAllowed('5', 'letter-numeric')).toBe(true);
    expect(isOtpCharAllowed('_', 'letter-numeric')).toBe(false);
    expect(isOtpCharAllowed('-', 'letter-numeric')).toBe(false);
  });

  it('allows digits, backspace, tab, enter, arrows, delete and paste keys', () => {
    for (const key of ['0', '9', 'Backspace', 'Tab', 'Enter', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Delete']) {
      expect(isOtpKeyAllowed({ key }, 'number')).toBe(true);
    }
    expect(isOtpKeyAllowed({ key: 'v', ctrlKey: true }, 'number')).toBe(true);
    expect(isOtpKeyAllowed({ key: 'V', metaKey: true }, 'number')).toBe(true);
  });

  it('blocks other keys', () => {
    expect(isOtpKeyAllowed({ key: 'a' }, 'number')).toBe(false);
    expect(isOtpKeyAllowed({ key: ' ' }, 'number')).toBe(false);
    expect(isOtpKeyAllowed({ key: 'Escape' }, 'number')).toBe(false);
    expect(isOtpKeyAllowed({ key: 'c', ctrlKey: true }, 'letter-numeric')).toBe(false);
    expect(isOtpKeyAllowed({ key: 'a' }, 'letter-numeric')).toBe(true);
  });

  it('accepts an all-digit paste truncated to the remaining boxes', () => {
    expect(acceptOtpPaste('123456', 'number', 4)).toEqual({ accepted: true, chars: ['1', '2', '3', '4'] });
    expect(acceptOtpPaste('12', 'number', 4)).toEqual({ accepted: true, chars: ['1', '2'] });
    expect(acceptOtpPaste(' 1234\n', 'number', 6)).toEqual({ accepted: true, chars: ['1', '2', '3', '4'] });
  });

  it('rejects a paste with anything but digits for number', () => {
    expect(acceptOtpPaste('12a4', 'number', 4)).toEqual({ accepted: false });
    expect(acceptOtpPaste('12 34', 'number', 4)).toEqual({ accepted: false });
    expect(acceptOtpPaste('', 'number', 4)).toEqual({ accepted: false });
  });

  it('accepts letters and digits for letter-numeric', () => {
    expect(acceptOtpPaste('aB3x9', 'letter-numeric', 3)).toEqual({ accepted: true, chars: ['a', 'B', '3'] });
    expect(acceptOtpPaste('ab_c', 'letter-numeric', 4)).toEqual({ accepted: false });
  });

  it('rejects a paste when no box is left', () => {
    expect(acceptOtpPaste('12', 'number', 0)).toEqual({ accepted: false });
  });

  it('never returns more characters than boxes left, nor characters a box refuses', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('number' as const, 'letter-numeric' as const), fc.integer({ min: 0, max: 8 }), (text, type, remaining) => {
        const result = acceptOtpPaste(text, type, remaining);
        if (!result.accepted) return;
        expect(result.chars.length).toBeGreaterThan(0);
        expect(result.chars.length).toBeLessThanOrEqual(remaining);
        expect(result.chars.every((c) => isOtpCharAllowed(c, type))).toBe(true);
      }),
    );
  });

  it('is complete when all boxes are filled', () => {
    expect(isOtpComplete(['1', '2', '3', '4'], 4, 'number')).toBe(true);
    expect(isOtpComplete(['1', '2', '3', ''], 4, 'number')).toBe(false);
    expect(isOtpComplete(['1', '2', '3'], 4, 'number')).toBe(false);
    expect(isOtpComplete(['1', 'a', '3', '4'], 4, 'number')).toBe(false);
    expect(isOtpComplete([], 0, 'number')).toBe(false);
  });
});
