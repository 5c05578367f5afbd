import { TOURNAMENT_STATUS_CODES } from '@portal/shared/constants';
import { statusByDates, TOURNAMENT_FINAL_STATUS, TOURNAMENT_STATUS_TIMELINE } from './status-timeline';

const dates = {
  start_req_time: '2026-05-01T06:00:00.000000Z',
  end_reg_time: '2026-05-08T18:00:00.000000Z',
  start_time: '2026-05-10T12:00:00.000000Z',
  end_time: '2026-05-15T20:00:00.000000Z',
};

describe('tournament status by dates', () => {
  it.each([
    ['2026-04-30T00:00:00Z', 'registration-not-started'],
    ['2026-05-01T06:00:00Z', 'registration'],
    ['2026-05-08T17:59:59Z', 'registration'],
    ['2026-05-08T18:00:00Z', 'registration-end'],
    ['2026-05-10T12:00:00Z', 'game'],
    ['2026-05-15T19:00:00Z', 'game'],
    ['2026-05-15T20:00:00Z', 'ended'],
  ])('at %s is %s', (now, status) => {
    expect(statusByDates(dates, new Date(now))).toBe(status);
  });

  it('stays in game without an end time, and reads Date values too', () => {
    const open = { ...dates, end_time: null, start_time: new Date('2026-05-10T12:00:00Z') };
    expect(statusByDates(open, new Date('2030-01-01T00:00:00Z'))).toBe('game');
  });

  it('covers every status code once, in the spec order', () => {
    expect([...TOURNAMENT_STATUS_TIMELINE.map((step) => step.status), TOURNAMENT_FINAL_STATUS]).toEqual([...TOURNAMENT_STATUS_CODES]);
  });
});
