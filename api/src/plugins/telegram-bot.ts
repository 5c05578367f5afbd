import fp from 'fastify-plugin';
import type { TelegramBot } from '../drivers/messenger/telegram-bot';

declare module 'fastify' {
  interface FastifyInstance {
    /** The portal's Telegram bot (match times to players who asked for them); null when none is configured. */
    telegramBot: TelegramBot | null;
    /** The portal's public address (base of links in messages). */
    publicUrl: string;
  }
}

export const telegramBotPlugin = fp<{ bot: TelegramBot | null; publicUrl: string }>(
  async (app, { bot, publicUrl }) => {
    app.decorate('telegramBot', bot);
    app.decorate('publicUrl', publicUrl);
  },
  { name: 'telegram-bot' },
);
