import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/**
 * Dates of tournaments, stages and groups (docs/spec.md sections 2 and 3). The API serializes instants in UTC with
 * microseconds (Laravel style: 2024-05-01T15:00:00.000000Z); group game_time drops the .000000Z suffix.
 * Both are shown as DD.MM.YYYY HH:mm in the tournament's timezone, next to that timezone, or a dash when a
 * value is missing.
 *
 * Choices: a value without a zone designator is read as UTC (the suffix was dropped, not the meaning); the
 * timezone may be an IANA name (Asia/Almaty) or a fixed offset (+05:00, UTC+5, GMT+05:00); without a
 * usable timezone the time is shown in UTC and the timezone as a dash.
 */
export const DISPLAY_DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';
export const NO_VALUE = '-';

/** group.game_time without its '.000000Z' suffix. */
export function trimGameTime(gameTime: string): string {
  return gameTime.replace(/\.0{6}Z$/, '');
}

/** Parses an API date (microseconds allowed, zone optional and then UTC); null when it is not a date. */
export function parseApiDate(value: string | null | undefined): Dayjs | null {
  const text = value?.trim();
  if (!text) return null;
  const normalized = text.replace(' ', 'T').replace(/(\.\d{3})\d+/, '$1');
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(normalized)) return null;
  const parsed = dayjs.utc(normalized);
  return parsed.isValid() ? parsed : null;
}

const OFFSET = /^(?:UTC|GMT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i;
const MAX_OFFSET_MINUTES = 14 * 60;

/** How to move an instant into a timezone; null when the timezone is not usable. */
export function zoneShift(tz: string): ((instant: Dayjs) => Dayjs) | null {
  const offset = OFFSET.exec(tz);
  if (offset) {
    const minutes = Number(offset[2]) * 60 + Number(offset[3] ?? 0);
    if (minutes > MAX_OFFSET_MINUTES) return null;
    const signed = offset[1] === '-' ? -minutes : minutes;
    return (instant) => instant.utcOffset(signed);
  }
  const offsetAt = zoneOffsetReader(tz);
  if (!offsetAt) return null;
  return (instant) => instant.utcOffset(offsetAt(instant.valueOf()));
}

/** The part of the Temporal API (in current Chromium and Firefox) a timezone's offset needs. */
export interface TemporalZones {
  Instant: { fromEpochMilliseconds(epochMs: number): { toZonedDateTimeISO(timeZone: string): { offsetNanoseconds: number } } };
  Now: { timeZoneId(): string };
}

const NANOSECONDS_PER_MINUTE = 60e9;

/** The browser's Temporal, when it has one. */
export const runtimeTemporal = (): TemporalZones | undefined => (globalThis as { Temporal?: TemporalZones }).Temporal;

/** A timezone's offset from UTC at an instant, in minutes (daylight saving included). */
export type ZoneOffsetReader = (epochMs: number) => number;

const readers = new Map<string, ZoneOffsetReader | null>();

/**
 * How to read an IANA timezone's offset, kept per timezone; null when the timezone does not exist.
 *
 * Temporal where the browser has it: its first use costs 1-3 ms, where the first Intl.DateTimeFormat of a page
 * costs 30-60 ms of a fast laptop (ICU's locale and pattern data; four times that on a phone, one blocking task
 * when a tournament's dates first render). Elsewhere (Node.js 20, older browsers) one Intl.DateTimeFormat per
 * timezone, kept: dayjs's timezone plugin built a new one (toLocaleString) on every call, which cost a
 * tournament list a quarter of a second of main thread on a phone.
 */
export function zoneOffsetReader(tz: string, temporal: TemporalZones | undefined = runtimeTemporal()): ZoneOffsetReader | null {
  const key = `${temporal ? 'temporal' : 'intl'}:${tz}`;
  let reader = readers.get(key);
  if (reader === undefined) {
    reader = temporal ? temporalReader(temporal, tz) : intlReader(tz);
    readers.set(key, reader);
  }
  return reader;
}


function temporalReader(temporal: TemporalZones, tz: string): ZoneOffsetReader | null {
  const offsetAt: ZoneOffsetReader = (epochMs) =>
    Math.round(temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(tz).offsetNanoseconds / NANOSECONDS_PER_MINUTE);
  try {
    offsetAt(0);
    return offsetAt;
  } catch {
    return null;
  }
}

function intlReader(tz: string): ZoneOffsetReader | null {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return null;
  }
  return (epochMs) => {
    const parts: Record<string, number> = {};
    for (const part of formatter.formatToParts(new Date(epochMs))) parts[part.type] = Number(part.value);
    const { year, month, day, hour, minute, second } = parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
    const wallClock = Date.UTC(year, month - 1, day, hour % 24, minute, second);
    return Math.round((wallClock - Math.floor(epochMs / 1000) * 1000) / 60_000);
  };
}

/** The viewer's own timezone (the browser's, or the server's). */
export function viewerTimezone(temporal: TemporalZones | undefined = runtimeTemporal()): string {
  return temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export interface DisplayedDateTime {
  /** DD.MM.YYYY HH:mm in the timezone, or '-'. */
  dateTime: string;
  /** The timezone as given, or '-'. */
  timezone: string;
}

/** Formats an API date for display in the tournament's timezone. */
export function formatInTimezone(value: string | null | undefined, tz: string | null | undefined): DisplayedDateTime {
  const instant = parseApiDate(value);
  const zone = tz?.trim() ?? '';
  const shift = zone ? zoneShift(zone) : null;
  return {
    dateTime: instant ? (shift ? shift(instant) : instant).format(DISPLAY_DATE_TIME_FORMAT) : NO_VALUE,
    timezone: shift ? zone : NO_VALUE,
  };
}

/** A group's game_time for display (the .000000Z suffix trimmed first). */
export function formatGameTime(gameTime: string | null | undefined, tz: string | null | undefined): DisplayedDateTime {
  return formatInTimezone(gameTime ? trimGameTime(gameTime) : gameTime, tz);
}

/** A stage's register_start_date (ISO with microseconds) for the stage selector. */
export function formatStageStart(registerStartDate: string | null | undefined, tz: string | null | undefined): DisplayedDateTime {
  return formatInTimezone(registerStartDate, tz);
}
