import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { DISCORD_PING, DISCORD_RESULT } from '@portal/shared/sign-in-ui';
import '../../routes';
import DiscordRedirectPage from './DiscordRedirectPage';

describe('/discord-redirect', () => {
  const original = window.opener as unknown;
  afterEach(() => {
    Object.defineProperty(window, 'opener', { value: original, configurable: true, writable: true });
    jest.restoreAllMocks();
  });

  it('answers the opener’s ping with the code and state, only on its own origin, and closes', async () => {
    const opener = { postMessage: jest.fn() };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    await renderWithProviders(<DiscordRedirectPage />, { route: '/en/discord-redirect?code=abc&state=s1' });
    expect(screen.getByRole('status')).toHaveTextContent('Handing the data over to the sign-in window…');
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: DISCORD_PING }, origin: 'https://evil.example', source: opener as unknown as Window })));
    expect(opener.postMessage).not.toHaveBeenCalled();
    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: DISCORD_PING }, origin: window.location.origin, source: opener as unknown as Window })));
    expect(opener.postMessage).toHaveBeenCalledWith({ type: DISCORD_RESULT, code: 'abc', state: 's1', error: null }, window.location.origin);
    expect(close).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Done. You can close this window.');
  });

  it('says so when opened directly, and when Discord was refused', async () => {
    Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
    const direct = await renderWithProviders(<DiscordRedirectPage />, { route: '/en/discord-redirect?code=abc' });
    expect(screen.getByRole('status')).toHaveTextContent('This page opens in the Discord sign-in window.');
    direct.unmount();
    Object.defineProperty(window, 'opener', { value: { postMessage: jest.fn() }, configurable: true, writable: true });
    await renderWithProviders(<DiscordRedirectPage />, { route: '/en/discord-redirect?error=access_denied&state=s1' });
    expect(screen.getByRole('status')).toHaveTextContent('Signing in with Discord was cancelled.');
  });
});
