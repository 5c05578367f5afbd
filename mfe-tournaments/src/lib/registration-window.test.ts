import { registrationWindow, secondsSince } from './registration-window';

describe('registrationWindow', () => {
  it('opens in the start timer while it is positive', () => {
    expect(registrationWindow({ start_req_time_timer: 3600, end_req_time: 90_000 })).toEqual({ kind: 'opens', secondsLeft: 3600 });
  });

  it('is open until the end timer once the start timer has passed', () => {
    expect(registrationWindow({ start_req_time_timer: -10, end_req_time: 120 })).toEqual({ kind: 'open', secondsLeft: 120 });
    expect(registrationWindow({ start_req_time_timer: 0, end_req_time: 1 })).toEqual({ kind: 'open', secondsLeft: 1 });
  });

  it('is closed when the end timer is zero or negative', () => {
    expect(registrationWindow({ start_req_time_timer: -500, end_req_time: 0 })).toEqual({ kind: 'closed' });
    expect(registrationWindow({ start_req_time_timer: -500, end_req_time: -20 })).toEqual({ kind: 'closed' });
  });

  it('counts the time since the answer arrived', () => {
    expect(registrationWindow({ start_req_time_timer: 100, end_req_time: 500 }, 40)).toEqual({ kind: 'opens', secondsLeft: 60 });
    expect(registrationWindow({ start_req_time_timer: 100, end_req_time: 500 }, 100)).toEqual({ kind: 'open', secondsLeft: 400 });
    expect(registrationWindow({ start_req_time_timer: 100, end_req_time: 500 }, 500)).toEqual({ kind: 'closed' });
    expect(registrationWindow({ start_req_time_timer: 10, end_req_time: 500 }, 2.5)).toEqual({ kind: 'opens', secondsLeft: 8 });
  });

  it('ignores a negative elapsed time', () => {
    expect(registrationWindow({ start_req_time_timer: 100, end_req_time: 500 }, -50)).toEqual({ kind: 'opens', secondsLeft: 100 });
  });
});

describe('secondsSince', () => {
  it('measures from the update time and never goes below zero', () => {
    expect(secondsSince(1_000, 4_500)).toBe(3.5);
    expect(secondsSince(5_000, 4_000)).toBe(0);
  });
});
