/**
 * Configuration of the third parties behind drivers (environment variables, checked at start with the
 * rest of the configuration). The defaults need no internet: the development outbox delivers codes and
 * e-mail, the bot check is off, and a provider without its keys is simply not offered. The outbox is
 * refused in production; there a messenger or mail left unset is off (its calls answer 503).
 */
import { API_PORT } from '@portal/shared/contracts';

export type MessengerDriverName = 'outbox' | 'live' | 'off';
export type MailDriverName = 'outbox' | 'smtp' | 'off';

export interface DriverConfig {
  messenger: {
    driver: MessengerDriverName;
    /** Telegram Gateway API token (live: Telegram codes). */
    telegram: { token: string } | null;
    /** WhatsApp Cloud API (live: WhatsApp codes). */
    whatsapp: { accessToken: string; phoneNumberId: string; template: string } | null;
  };
  mail: { driver: MailDriverName; smtp: { url: string; from: string } | null };
  botCheck: { driver: 'none' } | { driver: 'recaptcha'; siteKey: string; secretKey: string; minScore: number };
  google: { clientId: string } | null;
  discord: { clientId: string; clientSecret: string } | null;
  telegramLogin: { botToken: string; botUsername: string } | null;
  /** Public address of the portal (scheme, host, port): the base of e-mailed links. */
  publicUrl: string;
}

type Env = Record<string, string | undefined>;

const DEFAULT_PORT = String(API_PORT);
const DEFAULT_WHATSAPP_TEMPLATE = 'auth_code';
const DEFAULT_RECAPTCHA_MIN_SCORE = 0.5;

export function readDriverConfig(env: Env, nodeEnv: string): { config: DriverConfig; problems: string[] } {
  const problems: string[] = [];
  const raw = (name: string) => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const production = nodeEnv === 'production';
  const choice = <T extends string>(name: string, options: readonly T[], fallback: T): T => {
    const value = raw(name);
    if (value === undefined) return fallback;
    if ((options as readonly string[]).includes(value)) return value as T;
    problems.push(`${name}="${value}" must be one of: ${options.join(', ')}`);
    return fallback;
  };
  /** Both or neither of two variables; the pair when both are set. */
  const pair = (a: string, b: string): [string, string] | null => {
    const [first, second] = [raw(a), raw(b)];
    if (first && second) return [first, second];
    if (first || second) problems.push(`${a} and ${b} are set together (only ${first ? a : b} is set)`);
    return null;
  };
  const shaped = (name: string, value: string | undefined, pattern: RegExp, what: string) => {
    if (value !== undefined && !pattern.test(value)) problems.push(`${name} must be ${what}`);
  };

  const messengerDriver = choice<MessengerDriverName>('MESSENGER_DRIVER', ['outbox', 'live', 'off'], production ? 'off' : 'outbox');
  const mailDriver = choice<MailDriverName>('MAIL_DRIVER', ['outbox', 'smtp', 'off'], production ? 'off' : 'outbox');
  if (production && messengerDriver === 'outbox') problems.push('MESSENGER_DRIVER=outbox (the development outbox) is refused in production: use live or off');
  if (production && mailDriver === 'outbox') problems.push('MAIL_DRIVER=outbox (the development outbox) is refused in production: use smtp or off');

  const telegramToken = raw('TELEGRAM_GATEWAY_TOKEN');
  const whatsapp = pair('WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID');
  if (messengerDriver === 'live' && !telegramToken && !whatsapp) {
    problems.push('MESSENGER_DRIVER=live needs TELEGRAM_GATEWAY_TOKEN, or WHATSAPP_ACCESS_TOKEN with WHATSAPP_PHONE_NUMBER_ID, or both');
  }
  shaped('WHATSAPP_PHONE_NUMBER_ID', whatsapp?.[1], /^[0-9]{5,32}$/, 'the numeric id of the business phone number');

  const smtp = pair('SMTP_URL', 'MAIL_FROM');
  if (mailDriver === 'smtp' && !smtp) problems.push('MAIL_DRIVER=smtp needs SMTP_URL and MAIL_FROM');
  shaped('SMTP_URL', smtp?.[0], /^smtps?:\/\/[^\s]+$/, 'an smtp:// or smtps:// URL');
  shaped('MAIL_FROM', smtp?.[1], /^[^\s@<>]+@[^\s@<>]+$|^[^<>]*<[^\s@<>]+@[^\s@<>]+>$/, 'an address, e.g. Portal <no-reply@portal.example>');

  const botCheckDriver = choice('BOT_CHECK_DRIVER', ['none', 'recaptcha'] as const, 'none');
  const recaptcha = pair('RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY');
  if (botCheckDriver === 'recaptcha' && !recaptcha) problems.push('BOT_CHECK_DRIVER=recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY');
  const scoreText = raw('RECAPTCHA_MIN_SCORE');
  const minScore = scoreText === undefined ? DEFAULT_RECAPTCHA_MIN_SCORE : Number(scoreText);
  if (!(minScore >= 0 && minScore <= 1)) problems.push(`RECAPTCHA_MIN_SCORE="${scoreText}" must be a number from 0 to 1`);

  const googleClientId = raw('GOOGLE_CLIENT_ID');
  shaped('GOOGLE_CLIENT_ID', googleClientId, /^[A-Za-z0-9._-]+$/, 'an OAuth client id such as 1234-abc.apps.googleusercontent.com');
  const discord = pair('DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET');
  shaped('DISCORD_CLIENT_ID', discord?.[0], /^[0-9]{5,32}$/, 'the numeric application id');
  const telegramLogin = pair('TELEGRAM_BOT_TOKEN', 'TELEGRAM_BOT_USERNAME');
  shaped('TELEGRAM_BOT_TOKEN', telegramLogin?.[0], /^[0-9]+:[A-Za-z0-9_-]{20,}$/, 'a bot token such as 123456:ABC-...');
  shaped('TELEGRAM_BOT_USERNAME', telegramLogin?.[1], /^[A-Za-z][A-Za-z0-9_]{4,31}$/, "the bot's username without @");

  const publicUrl = (raw('PUBLIC_URL') ?? `http://localhost:${raw('PORT') ?? DEFAULT_PORT}`).replace(/\/+$/, '');
  shaped('PUBLIC_URL', publicUrl, /^https?:\/\/[^\s/?#]+$/, 'the portal address with scheme and host only, e.g. https://portal.example');
  if (production && mailDriver === 'smtp' && !raw('PUBLIC_URL')) problems.push('MAIL_DRIVER=smtp in production needs PUBLIC_URL (the base of e-mailed links)');

  return {
    problems,
    config: {
      messenger: {
        driver: messengerDriver,
        telegram: telegramToken ? { token: telegramToken } : null,
        whatsapp: whatsapp ? { accessToken: whatsapp[0], phoneNumberId: whatsapp[1], template: raw('WHATSAPP_TEMPLATE') ?? DEFAULT_WHATSAPP_TEMPLATE } : null,
      },
      mail: { driver: mailDriver, smtp: smtp ? { url: smtp[0], from: smtp[1] } : null },
      botCheck: botCheckDriver === 'recaptcha' && recaptcha ? { driver: 'recaptcha', siteKey: recaptcha[0], secretKey: recaptcha[1], minScore } : { driver: 'none' },
      google: googleClientId ? { clientId: googleClientId } : null,
      discord: discord ? { clientId: discord[0], clientSecret: discord[1] } : null,
      telegramLogin: telegramLogin ? { botToken: telegramLogin[0], botUsername: telegramLogin[1] } : null,
      publicUrl,
    },
  };
}
