import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { Countdown } from './Countdown';
import { formatCountdown } from './format-countdown';

afterEach(() => jest.useRealTimers());

describe('formatCountdown', () => {
  it('shows mm:ss, with hours only from an hour on', () => {
    expect(formatCountdown(120)).toBe('02:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(3599)).toBe('59:59');
    expect(formatCountdown(3661)).toBe('1:01:01');
  });
});

describe('Countdown', () => {
  it('ticks every second and calls onFinish once at zero', async () => {
    jest.useFakeTimers();
    const onFinish = jest.fn();
    await renderWithProviders(<Countdown seconds={3} label="Resend in" onFinish={onFinish} />);
    const timer = screen.getByRole('timer', { name: 'Resend in' });
    expect(timer).toHaveTextContent('00:03');
    act(() => jest.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('00:02');
    act(() => jest.advanceTimersByTime(2000));
    expect(timer).toHaveTextContent('00:00');
    expect(onFinish).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(5000));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('takes another tick interval', async () => {
    jest.useFakeTimers();
    await renderWithProviders(<Countdown seconds={120} intervalMs={30_000} />);
    act(() => jest.advanceTimersByTime(29_000));
    expect(screen.getByRole('timer')).toHaveTextContent('02:00');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:30');
  });
});
