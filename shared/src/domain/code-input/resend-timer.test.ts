import { formatCountdown, secondsUntilResend } from './resend-timer';

const sentAt = 1_700_000_000_000;

describe('code resend countdown (spec sections 4 and 9)', () => {
  it('code entry has a 120-second countdown', () => {
    expect(secondsUntilResend(sentAt, sentAt)).toBe(120);
    expect(secondsUntilResend(sentAt, sentAt + 999)).toBe(120);
    expect(secondsUntilResend(sentAt, sentAt + 1000)).toBe(119);
    expect(secondsUntilResend(sentAt, sentAt + 119_999)).toBe(1);
    expect(secondsUntilResend(sentAt, sentAt - 5000)).toBe(120);
  });

  it('at zero the button offers to send again', () => {
    expect(secondsUntilResend(sentAt, sentAt + 120_000)).toBe(0);
    expect(secondsUntilResend(sentAt, sentAt + 500_000)).toBe(0);
  });

  it('shows the countdown as mm:ss', () => {
    expect(formatCountdown(120)).toBe('02:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(9.7)).toBe('00:09');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});
