import { DISCORD_CLOSED_CHECK_MS, DISCORD_MESSAGE_PING_MS, DISCORD_POPUP_HEIGHT_PX, DISCORD_POPUP_WIDTH_PX } from '@portal/shared/constants';

/**
 * Discord's OAuth popup (docs/spec.md sections 4 and 9): a 700x800 window on Discord's authorize page that comes
 * back to the portal's /discord-redirect page. The opener pings the popup every 500 ms; once the popup is
 * on the portal's origin, the redirect page answers the ping with the code (and the state sent) and closes.
 * The opener checks every second whether the popup was closed. Only one popup at a time: a second open
 * brings the first one to the front and waits for the same result.
 */
export const DISCORD_PING = 'portal:discord-oauth:ping';
export const DISCORD_RESULT = 'portal:discord-oauth:result';

export interface DiscordResultMessage {
  type: typeof DISCORD_RESULT;
  code: string | null;
  state: string | null;
  error: string | null;
}

export type DiscordPopupFailure = 'blocked' | 'closed' | 'denied';

export class DiscordPopupError extends Error {
  override name = 'DiscordPopupError';
  constructor(readonly failure: DiscordPopupFailure) {
    super(`Discord popup ${failure}`);
  }
}

export interface DiscordAuthorizeOptions {
  authorizeUrl: string;
  clientId: string;
  scope: string;
  /** The portal's /discord-redirect page (the server exchanges the code for this same URI). */
  redirectUri: string;
}

/** The authorize URL of a popup with its state. */
export function discordAuthorizeUrl({ authorizeUrl, clientId, scope, redirectUri }: DiscordAuthorizeOptions, state: string): string {
  const url = new URL(authorizeUrl);
  url.search = new URLSearchParams({ client_id: clientId, response_type: 'code', scope, redirect_uri: redirectUri, state, prompt: 'consent' }).toString();
  return url.toString();
}

const randomState = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

let running: { popup: Window; result: Promise<string> } | null = null;

/** Opens the popup (or focuses the one already open) and resolves with Discord's authorization code. */
export function openDiscordPopup(options: DiscordAuthorizeOptions, win: Window = window): Promise<string> {
  if (running && !running.popup.closed) {
    running.popup.focus();
    return running.result;
  }
  const state = randomState();
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - DISCORD_POPUP_WIDTH_PX) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - DISCORD_POPUP_HEIGHT_PX) / 2));
  const popup = win.open(discordAuthorizeUrl(options, state), 'portal-discord-oauth', `width=${DISCORD_POPUP_WIDTH_PX},height=${DISCORD_POPUP_HEIGHT_PX},left=${left},top=${top}`);
  if (!popup) return Promise.reject(new DiscordPopupError('blocked'));

  const result = new Promise<string>((resolve, reject) => {
    const origin = win.location.origin;
    const finish = (outcome: () => void) => {
      win.clearInterval(ping);
      win.clearInterval(closedCheck);
      win.removeEventListener('message', onMessage);
      running = null;
      outcome();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== popup) return;
      const data = event.data as Partial<DiscordResultMessage> | null;
      if (data?.type !== DISCORD_RESULT || data.state !== state) return;
      finish(() => (data.code ? resolve(data.code) : reject(new DiscordPopupError('denied'))));
    };
    win.addEventListener('message', onMessage);
    const ping = win.setInterval(() => {
      // Dropped by the browser while the popup is still on Discord's origin.
      popup.postMessage({ type: DISCORD_PING }, origin);
    }, DISCORD_MESSAGE_PING_MS);
    const closedCheck = win.setInterval(() => {
      if (popup.closed) finish(() => reject(new DiscordPopupError('closed')));
    }, DISCORD_CLOSED_CHECK_MS);
  });
  running = { popup, result };
  return result;
}
