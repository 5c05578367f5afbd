/**
 * A hand-written iCalendar (RFC 5545) writer for the calendar feeds: text values escaped (section 3.3.11),
 * lines folded at 75 octets without splitting a UTF-8 character (section 3.1), CRLF line ends, times in
 * UTC (the "Z" form of section 3.3.5, which every calendar app reads without a VTIMEZONE).
 */
export interface IcsAlarm {
  /** Minutes before the start. */
  minutesBefore: number;
  description: string;
}

export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url: string;
  sequence: number;
  status: 'CONFIRMED' | 'CANCELLED';
  alarm: IcsAlarm;
}

export interface IcsCalendar {
  name: string;
  /** A time zone hint for apps that show the calendar's own zone (X-WR-TIMEZONE); null: none. */
  timezone: string | null;
  /** How often apps should read the feed again, minutes. */
  refreshMinutes: number;
  events: readonly IcsEvent[];
  /** DTSTAMP of every event: when the feed was written. */
  stamp: Date;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

export const escapeText = (value: string): string => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** 2026-11-27T15:00:00.000Z -> 20261127T150000Z */
export const utcStamp = (date: Date): string => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Folds a content line: continuation lines start with one space, no line longer than 75 octets. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function eventLines(event: IcsEvent, stamp: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SEQUENCE:${event.sequence}`,
    `STATUS:${event.status}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(event.alarm.description)}`,
    `TRIGGER:-PT${event.alarm.minutesBefore}M`,
    'END:VALARM',
    'END:VEVENT',
  ];
}

export function writeCalendar(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Esports Portal//Match calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `NAME:${escapeText(calendar.name)}`,
    ...(calendar.timezone ? [`X-WR-TIMEZONE:${calendar.timezone}`] : []),
    `REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshMinutes}M`,
    `X-PUBLISHED-TTL:PT${calendar.refreshMinutes}M`,
    ...calendar.events.flatMap((event) => eventLines(event, calendar.stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
