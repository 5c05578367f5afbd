import { DriverError } from '../driver-error';
import { callJson, expectOk } from '../http';
import type { Outbox } from './outbox';

/**
 * Notices to a player's private chat with the portal's bot through the Telegram Bot API (sendMessage).
 * The chat id of a bot's private chat is the Telegram user id the login widget linked (social_accounts,
 * provider 'telegram'); Telegram refuses (403) when the player never started the bot or blocked it.
 * https://core.telegram.org/bots/api#sendmessage
 */
export const TELEGRAM_BOT_API_URL = 'https://api.telegram.org';

export interface BotMessage {
  /** The Telegram chat id (for a private chat: the Telegram user id). */
  chatId: string;
  text: string;
}

/** Where bot messages go: the Bot API, or the development outbox. */
export interface BotMessenger {
  send(message: BotMessage): Promise<void>;
}

export interface TelegramBotOptions {
  token: string;
  baseUrl?: string;
}

export function telegramBotSender({ token, baseUrl = TELEGRAM_BOT_API_URL }: TelegramBotOptions): BotMessenger {
  return {
    async send({ chatId, text }) {
      const answer = await callJson(`${baseUrl}/bot${token}/sendMessage`, {
        json: { chat_id: chatId, text, link_preview_options: { is_disabled: true } },
      });
      const body = expectOk(answer, 'Telegram Bot API');
      if (body.ok !== true) throw new DriverError('rejected', `Telegram Bot API refused: ${String(body.description ?? 'unknown error')}`);
    },
  };
}

/** Development: the message is kept in the outbox (read by GET /api/dev/outbox?telegram_chat=<chat id>). */
export function outboxBotSender(outbox: Outbox): BotMessenger {
  return {
    async send({ chatId, text }) {
      outbox.add({ channel: 'telegram', to: telegramBotRecipient(chatId), purpose: 'match_time', text, code: '', locale: 'ru' });
    },
  };
}

/** How the outbox names a bot chat (apart from phone numbers). */
export const telegramBotRecipient = (chatId: string) => `tg:${chatId}`;

/** The bot with the development outbox it writes to (null for the live bot). */
export interface TelegramBot extends BotMessenger {
  outbox: Outbox | null;
}

/**
 * The live bot when TELEGRAM_BOT_TOKEN is set (the token of the login widget's bot), else the development
 * outbox when the messenger uses it, else none (nothing is sent).
 */
export function createTelegramBot(botToken: string | null, outbox: Outbox | null): TelegramBot | null {
  if (botToken) return { ...telegramBotSender({ token: botToken }), outbox: null };
  if (outbox) return { ...outboxBotSender(outbox), outbox };
  return null;
}
