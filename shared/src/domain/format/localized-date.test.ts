import dayjs from 'dayjs';
import 'dayjs/locale/ru.js';
import 'dayjs/locale/kk.js';
import 'dayjs/locale/uz-latn.js';
import 'dayjs/locale/tr.js';
import { formatLocalizedDate, SHORT_DATE_TIME_PATTERN } from './localized-date';

describe('tournament moments written out in the interface language', () => {
  const moment = '2025-05-12T13:00:00.000000Z';

  it('writes the date in each language, in the tournament timezone', () => {
    expect(formatLocalizedDate(moment, 'Asia/Tashkent', 'en')).toBe('12 May 2025, 18:00');
    expect(formatLocalizedDate(moment, 'Asia/Tashkent', 'ru')).toBe('12 мая 2025, 18:00');
    expect(formatLocalizedDate(moment, 'Asia/Tashkent', 'kk')).toBe('12 мамыр 2025, 18:00');
    expect(formatLocalizedDate(moment, 'Asia/Tashkent', 'uz')).toBe('12 May 2025, 18:00');
    expect(formatLocalizedDate(moment, 'Europe/Istanbul', 'tr')).toBe('12 Mayıs 2025, 16:00');
    expect(formatLocalizedDate('2025-12-05T12:00:00.000000Z', 'Asia/Bishkek', 'uz')).toBe('5 Dekabr 2025, 18:00');
  });

  it('takes the compact card pattern', () => {
    expect(formatLocalizedDate(moment, 'Asia/Tashkent', 'ru', SHORT_DATE_TIME_PATTERN)).toBe('12 мая, 18:00');
    expect(formatLocalizedDate('2025-12-05T12:00:00.000000Z', 'Asia/Tashkent', 'kk', SHORT_DATE_TIME_PATTERN)).toBe('5 жел, 17:00');
  });

  it('reads fixed offsets and values without a zone designator (UTC)', () => {
    expect(formatLocalizedDate(moment, '+03:00', 'en')).toBe('12 May 2025, 16:00');
    expect(formatLocalizedDate(moment, 'UTC-3', 'en')).toBe('12 May 2025, 10:00');
    expect(formatLocalizedDate('2025-05-12 13:00:00', 'Asia/Tashkent', 'en')).toBe('12 May 2025, 18:00');
  });

  it('uses UTC without a usable timezone and a dash without a date', () => {
    expect(formatLocalizedDate(moment, null, 'en')).toBe('12 May 2025, 13:00');
    expect(formatLocalizedDate(moment, 'Mars/Olympus', 'en')).toBe('12 May 2025, 13:00');
    expect(formatLocalizedDate(null, 'Asia/Tashkent', 'en')).toBe('-');
    expect(formatLocalizedDate('not a date', 'Asia/Tashkent', 'en')).toBe('-');
  });

  it('leaves the global dayjs locale alone', () => {
    const before = dayjs.locale();
    formatLocalizedDate(moment, 'Asia/Tashkent', 'kk');
    expect(dayjs.locale()).toBe(before);
  });
});
