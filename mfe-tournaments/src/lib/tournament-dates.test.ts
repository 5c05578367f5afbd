import dayjs from 'dayjs';
import { formatTournamentDate } from './tournament-dates';

describe('formatTournamentDate', () => {
  const moment = '2025-05-12T13:00:00.000000Z';

  it('writes the date in the interface language, in the tournament timezone', () => {
    expect(formatTournamentDate(moment, 'Asia/Tashkent', 'en')).toBe('12 May 2025, 18:00');
    expect(formatTournamentDate(moment, 'Asia/Tashkent', 'ru')).toBe('12 мая 2025, 18:00');
    expect(formatTournamentDate(moment, 'Asia/Tashkent', 'kk')).toBe('12 мамыр 2025, 18:00');
    expect(formatTournamentDate(moment, 'Asia/Tashkent', 'uz')).toBe('12 May 2025, 18:00');
    expect(formatTournamentDate(moment, 'Europe/Istanbul', 'tr')).toBe('12 Mayıs 2025, 16:00');
    expect(formatTournamentDate('2025-12-05T12:00:00.000000Z', 'Asia/Bishkek', 'uz')).toBe('5 Dekabr 2025, 18:00');
  });

  it('takes another pattern', () => {
    expect(formatTournamentDate(moment, 'Asia/Tashkent', 'ru', 'D MMM, HH:mm')).toBe('12 мая, 18:00');
  });

  it('falls back to DD.MM.YYYY HH:mm for a fixed offset', () => {
    expect(formatTournamentDate(moment, '+03:00', 'en')).toBe('12.05.2025 16:00');
  });

  it('uses UTC without a timezone and a dash without a date', () => {
    expect(formatTournamentDate(moment, null, 'en')).toBe('12 May 2025, 13:00');
    expect(formatTournamentDate(null, 'Asia/Tashkent', 'en')).toBe('-');
    expect(formatTournamentDate('not a date', 'Asia/Tashkent', 'en')).toBe('-');
  });

  it('leaves the global dayjs locale alone', () => {
    const before = dayjs.locale();
    formatTournamentDate(moment, 'Asia/Tashkent', 'kk');
    expect(dayjs.locale()).toBe(before);
  });
});
