import { DriverError } from '../driver-error';
import { callJson, expectOk } from '../http';
import type { MessageSender } from './types';

/**
 * Telegram codes through Telegram's HTTP Gateway API (sendVerificationMessage): Telegram itself delivers
 * the code to the account of that phone number. Chosen over the Bot API, which can only write to chats
 * that already started the bot and has no way to reach a phone number.
 * https://core.telegram.org/gateway/api
 */
export const TELEGRAM_GATEWAY_URL = 'https://gatewayapi.telegram.org';

export interface TelegramGatewayOptions {
  token: string;
  /** How long Telegram keeps trying to deliver, in seconds (the code's validity). */
  ttlSeconds: number;
  baseUrl?: string;
}

export function telegramGatewaySender({ token, ttlSeconds, baseUrl = TELEGRAM_GATEWAY_URL }: TelegramGatewayOptions): MessageSender {
  return {
    async send(message) {
      const answer = await callJson(`${baseUrl}/sendVerificationMessage`, {
        headers: { authorization: `Bearer ${token}` },
        json: { phone_number: message.to, code: message.code, ttl: ttlSeconds },
      });
      const body = expectOk(answer, 'Telegram Gateway');
      if (body.ok !== true) throw new DriverError('rejected', `Telegram Gateway refused: ${String(body.error ?? 'unknown error')}`);
    },
  };
}
