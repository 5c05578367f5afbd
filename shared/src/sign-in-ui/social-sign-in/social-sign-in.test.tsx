import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { i18n } from '@portal/shared/i18n';
import { prepareI18n } from '@portal/shared/testing';
import { theme } from '@portal/shared/ui';
import { DISCORD_PING, DISCORD_RESULT, DiscordPopupError, discordAuthorizeUrl, openDiscordPopup } from './discord-popup';
import { GoogleSignInButton } from './GoogleSignInButton';

const options = { authorizeUrl: 'https://discord.com/oauth2/authorize', clientId: '1200', scope: 'identify email', redirectUri: 'https://portal.example/discord-redirect' };

/** A window whose open() hands out a fake popup, with the timers and message events of the test. */
function fakeOpener(popupOrNull: 'popup' | null = 'popup') {
  const listeners = new Set<(event: MessageEvent) => void>();
  const popup = { closed: false, focus: jest.fn(), postMessage: jest.fn(), location: { href: '' } };
  const opened: string[] = [];
  const win = {
    location: { origin: 'https://portal.example' },
    screenX: 0,
    screenY: 0,
    outerWidth: 1400,
    outerHeight: 1000,
    open: jest.fn((url: string) => {
      opened.push(url);
      return popupOrNull ? popup : null;
    }),
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id),
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
  };
  const send = (data: unknown, origin = 'https://portal.example', source: unknown = popup) => {
    for (const listener of [...listeners]) listener({ data, origin, source } as MessageEvent);
  };
  return { win: win as unknown as Window, popup, opened, send, listeners };
}

describe('Discord popup', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('builds the authorize URL with the code flow, scopes, redirect_uri and state', () => {
    const url = new URL(discordAuthorizeUrl(options, 'abc'));
    expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: '1200', response_type: 'code', scope: 'identify email', redirect_uri: options.redirectUri, state: 'abc', prompt: 'consent' });
  });

  it('opens 700x800, pings every 500 ms, takes the code of its own state from its own origin, and guards double opening', async () => {
    const { win, popup, opened, send } = fakeOpener();
    const first = openDiscordPopup(options, win);
    const second = openDiscordPopup(options, win);
    expect(opened).toHaveLength(1);
    expect((win.open as jest.Mock).mock.calls[0][2]).toMatch(/^width=700,height=800,/);
    expect(popup.focus).toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(popup.postMessage).toHaveBeenCalledTimes(2);
    expect(popup.postMessage).toHaveBeenCalledWith({ type: DISCORD_PING }, 'https://portal.example');
    const state = new URL(opened[0] ?? '').searchParams.get('state');
    send({ type: DISCORD_RESULT, code: 'forged', state }, 'https://evil.example');
    send({ type: DISCORD_RESULT, code: 'other', state: 'not-ours' });
    send({ type: DISCORD_RESULT, code: 'code-1', state, error: null });
    await expect(first).resolves.toBe('code-1');
    await expect(second).resolves.toBe('code-1');
  });

  it('reports a blocked popup, a closed popup and a refusal', async () => {
    await expect(openDiscordPopup(options, fakeOpener(null).win)).rejects.toEqual(new DiscordPopupError('blocked'));
    const closing = fakeOpener();
    const closed = openDiscordPopup(options, closing.win);
    closing.popup.closed = true;
    jest.advanceTimersByTime(1000);
    await expect(closed).rejects.toMatchObject({ failure: 'closed' });
    const denying = fakeOpener();
    const denied = openDiscordPopup(options, denying.win);
    denying.send({ type: DISCORD_RESULT, code: null, state: new URL(denying.opened[0] ?? '').searchParams.get('state'), error: 'access_denied' });
    await expect(denied).rejects.toMatchObject({ failure: 'denied' });
  });
});

describe('Google sign-in button', () => {
  it('says Google sign-in is unavailable without a client id (no developer text), and loads nothing', async () => {
    await prepareI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <GoogleSignInButton clientId={null} locale="en" onCredential={() => undefined} />
        </ThemeProvider>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('google-missing')).toHaveTextContent('Google sign-in is temporarily unavailable.');
    expect(document.head.querySelector('script[src^="https://accounts.google.com"]')).toBeNull();
  });
});
