import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { EXTERNAL_SCRIPTS } from '@portal/shared/contracts';
import type { TelegramAuthInput } from '@portal/shared/schemas';

/**
 * Telegram's login widget: Telegram's own button in an iframe, calling back with the signed user data
 * (id, names, username, photo_url, auth_date, hash) that the server checks by its HMAC.
 * https://core.telegram.org/widgets/login
 */
export const TELEGRAM_WIDGET_SCRIPT = `${EXTERNAL_SCRIPTS.telegramWidget}?22`;

/** What the widget hands over: the user's fields as Telegram signed them (checked again by the API). */
export type TelegramUser = TelegramAuthInput;

const Slot = styled.div`
  display: flex;
  justify-content: center;
  min-height: 40px;
`;

export interface TelegramLoginButtonProps {
  botUsername: string;
  onAuth: (user: TelegramUser) => void;
  /** Language of the widget's button. */
  locale: string;
}

export function TelegramLoginButton({ botUsername, onAuth, locale }: TelegramLoginButtonProps) {
  const slot = useRef<HTMLDivElement>(null);
  const callback = useRef(onAuth);
  const name = `portalTelegramAuth_${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  useEffect(() => {
    callback.current = onAuth;
  }, [onAuth]);

  useEffect(() => {
    const container = slot.current;
    if (!container) return;
    const globals = window as unknown as Record<string, unknown>;
    globals[name] = (user: TelegramUser) => callback.current(user);
    const script = document.createElement('script');
    script.src = TELEGRAM_WIDGET_SCRIPT;
    script.async = true;
    script.setAttribute('data-telegram-login', botUsername);
    script.setAttribute('data-size', 'large');
    script.setAttribute('data-radius', '10');
    script.setAttribute('data-lang', locale);
    script.setAttribute('data-request-access', 'write');
    script.setAttribute('data-onauth', `${name}(user)`);
    container.appendChild(script);
    return () => {
      delete globals[name];
      container.replaceChildren();
    };
  }, [botUsername, locale, name]);

  return <Slot ref={slot} data-testid="telegram-login" />;
}
