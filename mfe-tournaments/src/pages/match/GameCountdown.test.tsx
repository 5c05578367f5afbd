import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import { GameCountdown } from './GameCountdown';

afterEach(() => jest.useRealTimers());

describe('GameCountdown', () => {
  it('counts down to the game with days, hours, minutes and seconds', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-05-01T10:00:00Z') });
    await renderWithProviders(<GameCountdown gameTime="2026-05-03T13:15:05.000000Z" />, { route: '/en' });
    const timer = screen.getByRole('timer', { name: 'The game starts in' });
    expect(timer).toHaveTextContent('2 d 3:15:05');
    act(() => jest.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('2 d 3:15:04');
  });

  it('shows nothing once the game time has passed, and goes away when it comes', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-05-01T10:00:00Z') });
    await renderWithProviders(<GameCountdown gameTime="2026-05-01T09:00:00.000000Z" />, { route: '/en' });
    expect(screen.queryByTestId('game-countdown')).toBeNull();
    await renderWithProviders(<GameCountdown gameTime="2026-05-01T10:00:02.000000Z" />, { route: '/en' });
    expect(screen.getByTestId('game-countdown')).toHaveTextContent('00:02');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByTestId('game-countdown')).toBeNull();
  });
});
