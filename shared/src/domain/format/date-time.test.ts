import { Temporal } from 'temporal-polyfill';
import { formatGameTime, formatInTimezone, formatStageStart, parseApiDate, trimGameTime, viewerTimezone, zoneOffsetReader, zoneShift, type TemporalZones } from './date-time';

describe('game_time formatting (spec sections 2 and 3)', () => {
  it('trims the .000000Z suffix', () => {
    expect(trimGameTime('2024-05-01T15:00:00.000000Z')).toBe('2024-05-01T15:00:00');
    expect(trimGameTime('2024-05-01T15:00:00')).toBe('2024-05-01T15:00:00');
  });

  it('is shown as DD.MM.YYYY HH:mm in the tournament timezone', () => {
    expect(formatGameTime('2024-05-01T15:00:00.000000Z', 'Asia/Tashkent')).toEqual({ dateTime: '01.05.2024 20:00', timezone: 'Asia/Tashkent' });
    expect(formatGameTime('2024-12-31T22:30:00.000000Z', 'Europe/Moscow')).toEqual({ dateTime: '01.01.2025 01:30', timezone: 'Europe/Moscow' });
  });

  it('accepts fixed offsets as the timezone', () => {
    expect(formatGameTime('2024-05-01T15:00:00.000000Z', '+05:00').dateTime).toBe('01.05.2024 20:00');
    expect(formatGameTime('2024-05-01T15:00:00.000000Z', 'UTC+6').dateTime).toBe('01.05.2024 21:00');
    expect(formatGameTime('2024-05-01T15:00:00.000000Z', 'GMT-0330').dateTime).toBe('01.05.2024 11:30');
  });

  it('shows a dash for the timezone when it is missing or unusable, and the time in UTC', () => {
    expect(formatGameTime('2024-05-01T15:00:00.000000Z', null)).toEqual({ dateTime: '01.05.2024 15:00', timezone: '-' });
    expect(formatGameTime('2024-05-01T15:00:00.000000Z', ' ')).toEqual({ dateTime: '01.05.2024 15:00', timezone: '-' });
    expect(formatGameTime('2024-05-01T15:00:00.000000Z', 'Mars/Olympus')).toEqual({ dateTime: '01.05.2024 15:00', timezone: '-' });
    expect(formatGameTime('2024-05-01T15:00:00.000000Z', '+15:00')).toEqual({ dateTime: '01.05.2024 15:00', timezone: '-' });
  });

  it('shows a dash without a game time', () => {
    expect(formatGameTime(null, 'Asia/Almaty')).toEqual({ dateTime: '-', timezone: 'Asia/Almaty' });
    expect(formatGameTime('', 'Asia/Almaty').dateTime).toBe('-');
    expect(formatGameTime('soon', undefined)).toEqual({ dateTime: '-', timezone: '-' });
  });
});

describe('register_start_date with microseconds (spec section 3)', () => {
  it('is parsed with its microseconds and shown in the tournament timezone', () => {
    expect(formatStageStart('2024-06-10T07:05:09.123456Z', 'Asia/Tashkent')).toEqual({ dateTime: '10.06.2024 12:05', timezone: 'Asia/Tashkent' });
    expect(parseApiDate('2024-06-10T07:05:09.123456Z')?.valueOf()).toBe(Date.UTC(2024, 5, 10, 7, 5, 9, 123));
  });

  it('reads a space-separated or offset date too', () => {
    expect(formatInTimezone('2024-06-10 07:05:00', 'UTC').dateTime).toBe('10.06.2024 07:05');
    expect(formatInTimezone('2024-06-10T12:05:00+05:00', 'UTC').dateTime).toBe('10.06.2024 07:05');
  });

  it('rejects what is not a date', () => {
    expect(parseApiDate('2024-13-45T99:99:99Z')).toBeNull();
    expect(parseApiDate('yesterday')).toBeNull();
    expect(parseApiDate(undefined)).toBeNull();
  });
});

const ZONES = ['Asia/Almaty', 'Asia/Tashkent', 'Europe/Istanbul', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Adelaide', 'Pacific/Chatham', 'UTC'];
const INSTANTS = ['2024-03-10T06:59:59Z', '2024-03-10T07:00:00Z', '2024-03-31T00:59:00Z', '2024-03-31T01:00:00Z', '2024-10-27T00:30:00Z', '2024-11-03T05:30:00Z', '2025-01-01T00:00:00.999Z', '1999-07-15T12:00:00Z'];

describe('timezone shift without dayjs-timezone', () => {
  it('matches dayjs-timezone for every zone and instant, daylight saving changes included', async () => {
    const dayjs = (await import('dayjs')).default;
    dayjs.extend((await import('dayjs/plugin/timezone.js')).default);
    for (const zone of ZONES) {
      const shift = zoneShift(zone);
      for (const instant of INSTANTS) {
        const at = dayjs.utc(instant);
        expect({ zone, instant, shown: shift?.(at).format('YYYY-MM-DD HH:mm:ss') }).toEqual({ zone, instant, shown: at.tz(zone).format('YYYY-MM-DD HH:mm:ss') });
      }
    }
  });

  it('refuses a timezone that does not exist', () => {
    expect(zoneShift('Mars/Olympus')).toBeNull();
    expect(formatGameTime('2024-05-01T15:00:00.000000Z', 'Mars/Olympus')).toEqual({ dateTime: '01.05.2024 15:00', timezone: '-' });
  });
});

// Browsers with Temporal read offsets with it; the others (and Node.js 20, where these tests run) with Intl.
describe.each([
  ['Intl.DateTimeFormat', undefined],
  ['Temporal', Temporal as unknown as TemporalZones],
])('timezone offsets read with %s', (_reader, temporal) => {
  it('gives the offsets dayjs-timezone gives, daylight saving changes included', async () => {
    const dayjs = (await import('dayjs')).default;
    dayjs.extend((await import('dayjs/plugin/timezone.js')).default);
    for (const zone of ZONES) {
      const offsetAt = zoneOffsetReader(zone, temporal);
      for (const instant of INSTANTS) {
        const at = dayjs.utc(instant);
        expect({ zone, instant, offset: offsetAt?.(at.valueOf()) }).toEqual({ zone, instant, offset: at.tz(zone).utcOffset() });
      }
    }
  });

  it('refuses a timezone that does not exist', () => {
    expect(zoneOffsetReader('Mars/Olympus', temporal)).toBeNull();
  });

  it("names the viewer's own timezone", () => {
    expect(viewerTimezone(temporal)).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
