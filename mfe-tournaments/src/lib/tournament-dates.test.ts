import { formatTournamentDate } from './tournament-dates';

describe('formatTournamentDate', () => {
  const moment = '2025-05-12T13:00:00.000000Z';

  it('writes the date in the interface language, in the tournament timezone', () => {
    expect(formatTournamentDate(moment, 'Asia/Tashkent', 'en')).toMatch(/^12 May 2025.*18:00$/);
    expect(formatTournamentDate(moment, 'Asia/Tashkent', 'ru')).toMatch(/^12 мая 2025.*18:00$/);
    expect(formatTournamentDate(moment, 'Europe/Istanbul', 'tr')).toMatch(/^12 Mayıs 2025.*16:00$/);
    expect(formatTournamentDate(moment, 'Asia/Tashkent', 'kk')).toMatch(/мамыр.*18:00/);
    expect(formatTournamentDate(moment, 'Asia/Tashkent', 'uz')).toMatch(/may.*18:00/);
  });

  it('falls back to DD.MM.YYYY HH:mm for a fixed offset', () => {
    expect(formatTournamentDate(moment, '+03:00', 'en')).toBe('12.05.2025 16:00');
  });

  it('uses UTC without a timezone and a dash without a date', () => {
    expect(formatTournamentDate(moment, null, 'en')).toMatch(/13:00$/);
    expect(formatTournamentDate(null, 'Asia/Tashkent', 'en')).toBe('-');
    expect(formatTournamentDate('not a date', 'Asia/Tashkent', 'en')).toBe('-');
  });
});
