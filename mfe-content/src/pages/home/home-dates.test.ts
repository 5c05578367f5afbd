import { formatInTimezone } from '@portal/shared/domain';
import { formatHomeDate } from './home-dates';

describe('formatHomeDate', () => {
  const start = '2025-05-25T10:00:00.000000Z';

  it('writes day, short month and time in the tournament timezone and the interface language', () => {
    expect(formatHomeDate(start, 'Asia/Tashkent', 'en')).toBe('25 May, 15:00');
    expect(formatHomeDate(start, 'Europe/Moscow', 'ru')).toBe('25 мая, 13:00');
    expect(formatHomeDate(start, 'Europe/Istanbul', 'tr')).toBe('25 May, 13:00');
    expect(formatHomeDate('2025-12-05T12:00:00.000000Z', 'Asia/Tashkent', 'kk')).toBe('5 жел, 17:00');
    expect(formatHomeDate('2025-12-05T12:00:00.000000Z', 'Asia/Tashkent', 'uz')).toBe('5 Dek, 17:00');
  });

  it('reads fixed offsets and a value without a zone designator (UTC)', () => {
    expect(formatHomeDate(start, '+05:00', 'en')).toBe('25 May, 15:00');
    expect(formatHomeDate(start, 'UTC-3', 'en')).toBe('25 May, 07:00');
    expect(formatHomeDate('2025-05-25T10:00:00', 'Asia/Tashkent', 'en')).toBe('25 May, 15:00');
    expect(formatHomeDate('2025-05-25 10:00:00', 'Asia/Tashkent', 'en')).toBe('25 May, 15:00');
  });

  it('shows UTC for an unknown timezone and a dash without a usable date', () => {
    expect(formatHomeDate(start, 'Mars/Olympus', 'en')).toBe('25 May, 10:00');
    expect(formatHomeDate(start, null, 'en')).toBe('25 May, 10:00');
    expect(formatHomeDate(null, 'Asia/Tashkent', 'uz')).toBe('-');
    expect(formatHomeDate('soon', 'Asia/Tashkent', 'uz')).toBe('-');
  });

  it.each([
    ['2025-05-25T10:00:00.000000Z', 'Asia/Tashkent'],
    ['2025-01-31T23:30:00.000000Z', 'Europe/Istanbul'],
    ['2025-06-01T15:00:00.000000Z', '+03:00'],
    ['2025-06-01T15:00:00', 'Asia/Bishkek'],
  ])('agrees with the domain formatter on the moment of %s in %s', (value, zone) => {
    const [date, time] = formatInTimezone(value, zone).dateTime.split(' ') as [string, string];
    const [day, month] = date.split('.').map(Number) as [number, number];
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    expect(formatHomeDate(value, zone, 'en')).toBe(`${day} ${months[month - 1]}, ${time}`);
  });
});
