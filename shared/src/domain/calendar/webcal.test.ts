import { webcalUrlOf } from './webcal';

describe('webcalUrlOf', () => {
  it('turns an http or https feed address into a webcal subscription', () => {
    expect(webcalUrlOf('https://portal.example/api/v1/calendar/abc.ics')).toBe('webcal://portal.example/api/v1/calendar/abc.ics');
    expect(webcalUrlOf('http://localhost:8080/api/v1/calendar/team/wolves.ics')).toBe('webcal://localhost:8080/api/v1/calendar/team/wolves.ics');
  });

  it('leaves an address that is already webcal alone', () => {
    expect(webcalUrlOf('webcal://portal.example/x.ics')).toBe('webcal://portal.example/x.ics');
  });
});
