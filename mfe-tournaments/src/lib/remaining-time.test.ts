import { remainingTime } from './remaining-time';

describe('remainingTime', () => {
  it('shows mm:ss under an hour', () => {
    expect(remainingTime(59)).toEqual({ days: 0, clock: '00:59' });
    expect(remainingTime(3599)).toEqual({ days: 0, clock: '59:59' });
  });

  it('adds hours from an hour on and splits off whole days', () => {
    expect(remainingTime(3600)).toEqual({ days: 0, clock: '01:00:00' });
    expect(remainingTime(86_400)).toEqual({ days: 1, clock: '00:00:00' });
    expect(remainingTime(3 * 86_400 + 4 * 3600 + 5 * 60 + 6)).toEqual({ days: 3, clock: '04:05:06' });
  });

  it('rounds partial seconds up and never goes below zero', () => {
    expect(remainingTime(0.2)).toEqual({ days: 0, clock: '00:01' });
    expect(remainingTime(-30)).toEqual({ days: 0, clock: '00:00' });
  });
});
