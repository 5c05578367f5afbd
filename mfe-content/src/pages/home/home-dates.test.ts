import { formatHomeDate } from './home-dates';

describe('formatHomeDate', () => {
  const start = '2025-05-25T10:00:00.000000Z';

  it('writes day, month and time in the tournament timezone and the interface language', () => {
    expect(formatHomeDate(start, 'Asia/Tashkent', 'en')).toMatch(/^25 May.*15:00$/);
    expect(formatHomeDate(start, 'Europe/Moscow', 'ru')).toMatch(/^25 мая.*13:00$/);
    expect(formatHomeDate(start, 'Europe/Istanbul', 'tr')).toMatch(/^25 May.*13:00$/);
  });

  it('falls back to DD.MM.YYYY HH:mm for a fixed offset and a dash without a date', () => {
    expect(formatHomeDate(start, '+05:00', 'kk')).toBe('25.05.2025 15:00');
    expect(formatHomeDate(null, 'Asia/Tashkent', 'uz')).toBe('-');
  });
});
