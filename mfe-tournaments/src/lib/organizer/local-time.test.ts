import { fromLocalInput, toLocalInput } from './local-time';

describe('editor date fields', () => {
  it('shows an instant as the wall time of the tournament timezone, and back', () => {
    expect(toLocalInput('2026-09-10T07:00:00.000000Z', 'Asia/Almaty')).toBe('2026-09-10T12:00');
    expect(fromLocalInput('2026-09-10T12:00', 'Asia/Almaty')).toBe('2026-09-10T07:00:00.000Z');
    expect(fromLocalInput('2026-09-10T12:00', 'Europe/Istanbul')).toBe('2026-09-10T09:00:00.000Z');
  });

  it('treats nothing, half-typed values and unknown zones safely', () => {
    expect(toLocalInput(null, 'Asia/Almaty')).toBe('');
    expect(toLocalInput('garbage', 'Asia/Almaty')).toBe('');
    expect(fromLocalInput('2026-09-10', 'Asia/Almaty')).toBe('');
    expect(fromLocalInput('2026-09-10T12:00', 'Mars/Olympus')).toBe('2026-09-10T12:00:00.000Z');
  });
});
