import ICAL from 'ical.js';
import { escapeText, foldLine, utcStamp, writeCalendar } from './ics';

describe('iCalendar writer', () => {
  it('escapes text values and writes UTC times', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(utcStamp(new Date('2026-11-27T15:04:05.123Z'))).toBe('20261127T150405Z');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'Кубок '.repeat(30)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('writes a calendar a parser reads back, also without events', () => {
    const stamp = new Date('2026-11-01T00:00:00Z');
    const empty = ICAL.Component.fromString(writeCalendar({ name: 'Empty', timezone: null, refreshMinutes: 60, events: [], stamp }));
    expect(empty.name).toBe('vcalendar');
    expect(empty.getAllSubcomponents('vevent')).toHaveLength(0);
    const text = writeCalendar({
      name: 'Матчи, мои',
      timezone: 'Asia/Almaty',
      refreshMinutes: 60,
      stamp,
      events: [
        {
          uid: 'group-1@portal.example',
          start: new Date('2026-11-27T15:00:00Z'),
          end: new Date('2026-11-27T17:00:00Z'),
          summary: `Кубок; этап, группа A ${'очень длинное название '.repeat(5)}`,
          description: 'Line one\nLine two',
          url: 'https://portal.example/match/1',
          sequence: 2,
          status: 'CANCELLED',
          alarm: { minutesBefore: 30, description: 'Soon' },
        },
      ],
    });
    const calendar = ICAL.Component.fromString(text);
    // X- properties are not unescaped by the parser: the raw line shows the escaped comma.
    expect(text).toContain('X-WR-CALNAME:Матчи\\, мои\r\n');
    const [vevent] = calendar.getAllSubcomponents('vevent');
    const event = new ICAL.Event(vevent);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-27T15:00:00.000Z');
    expect(event.summary).toBe(`Кубок; этап, группа A ${'очень длинное название '.repeat(5)}`);
    expect(event.description).toBe('Line one\nLine two');
    expect(event.sequence).toBe(2);
    expect(vevent?.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(String(vevent?.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger'))).toBe('-PT30M');
  });
});
