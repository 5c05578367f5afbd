import type { DriverConfig } from '../config/drivers';
import { createBotCheck, type BotCheck } from './bot-check/bot-check';
import { discordOAuthClient, type DiscordClient } from './discord/oauth';
import { googleIdTokenVerifier, type GoogleVerifier } from './google/id-token';
import { createMessenger, type Messenger } from './messenger/messenger';
import { telegramLoginVerifier, type TelegramLoginVerifier } from './telegram-login/verify';

/**
 * The third parties of sign-in, each behind a driver chosen by configuration. A provider that is not
 * configured is null: its sign-in answers 503 and the login screen does not offer it.
 */
export interface AuthDrivers {
  messenger: Messenger;
  botCheck: BotCheck;
  google: GoogleVerifier | null;
  discord: DiscordClient | null;
  telegramLogin: TelegramLoginVerifier | null;
  /** Base of e-mailed links. */
  publicUrl: string;
}

export function createAuthDrivers(config: DriverConfig, codeTtlSeconds: number): AuthDrivers {
  return {
    messenger: createMessenger(config, codeTtlSeconds),
    botCheck: createBotCheck(config.botCheck),
    google: config.google ? googleIdTokenVerifier({ clientId: config.google.clientId }) : null,
    discord: config.discord ? discordOAuthClient(config.discord) : null,
    telegramLogin: config.telegramLogin ? telegramLoginVerifier(config.telegramLogin) : null,
    publicUrl: config.publicUrl,
  };
}

export type { DriverConfig } from '../config/drivers';
export { DriverError, isDriverError } from './driver-error';
