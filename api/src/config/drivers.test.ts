import { readDriverConfig } from './drivers';

describe('driver configuration', () => {
  it('needs no internet by default in development: outbox codes and mail, no bot check, no providers', () => {
    const { config, problems } = readDriverConfig({}, 'development');
    expect(problems).toEqual([]);
    expect(config).toEqual({
      messenger: { driver: 'outbox', telegram: null, whatsapp: null },
      mail: { driver: 'outbox', smtp: null },
      botCheck: { driver: 'none' },
      google: null,
      discord: null,
      telegramLogin: null,
      publicUrl: 'http://localhost:8080',
    });
  });

  it('refuses the outbox in production; left unset there, delivery is off', () => {
    expect(readDriverConfig({ MESSENGER_DRIVER: 'outbox', MAIL_DRIVER: 'outbox' }, 'production').problems).toEqual([
      'MESSENGER_DRIVER=outbox (the development outbox) is refused in production: use live or off',
      'MAIL_DRIVER=outbox (the development outbox) is refused in production: use smtp or off',
    ]);
    const unset = readDriverConfig({}, 'production');
    expect(unset.problems).toEqual([]);
    expect(unset.config.messenger.driver).toBe('off');
    expect(unset.config.mail.driver).toBe('off');
  });

  it('reads the live drivers and the providers', () => {
    const { config, problems } = readDriverConfig(
      {
        MESSENGER_DRIVER: 'live',
        TELEGRAM_GATEWAY_TOKEN: 'gw',
        WHATSAPP_ACCESS_TOKEN: 'wa',
        WHATSAPP_PHONE_NUMBER_ID: '1098765',
        MAIL_DRIVER: 'smtp',
        SMTP_URL: 'smtps://u:p@mail.portal.example:465',
        MAIL_FROM: 'Portal <no-reply@portal.example>',
        PUBLIC_URL: 'https://portal.example/',
        BOT_CHECK_DRIVER: 'recaptcha',
        RECAPTCHA_SITE_KEY: 'site',
        RECAPTCHA_SECRET_KEY: 'secret',
        RECAPTCHA_MIN_SCORE: '0.7',
        GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com',
        DISCORD_CLIENT_ID: '1200000000000000000',
        DISCORD_CLIENT_SECRET: 'ds',
        TELEGRAM_BOT_TOKEN: '7000000001:AAH-local-test-token-0123456789',
        TELEGRAM_BOT_USERNAME: 'esports_portal_bot',
      },
      'production',
    );
    expect(problems).toEqual([]);
    expect(config.messenger).toEqual({ driver: 'live', telegram: { token: 'gw' }, whatsapp: { accessToken: 'wa', phoneNumberId: '1098765', template: 'auth_code' } });
    expect(config.mail.smtp).toEqual({ url: 'smtps://u:p@mail.portal.example:465', from: 'Portal <no-reply@portal.example>' });
    expect(config.botCheck).toEqual({ driver: 'recaptcha', siteKey: 'site', secretKey: 'secret', minScore: 0.7 });
    expect(config.publicUrl).toBe('https://portal.example');
    expect(config.discord?.clientId).toBe('1200000000000000000');
    expect(config.telegramLogin?.botUsername).toBe('esports_portal_bot');
  });

  it('reports every incomplete or malformed setting', () => {
    const { problems } = readDriverConfig(
      {
        MESSENGER_DRIVER: 'live',
        WHATSAPP_ACCESS_TOKEN: 'wa',
        MAIL_DRIVER: 'smtp',
        BOT_CHECK_DRIVER: 'recaptcha',
        RECAPTCHA_MIN_SCORE: '2',
        DISCORD_CLIENT_ID: 'abc',
        DISCORD_CLIENT_SECRET: 's',
        TELEGRAM_BOT_TOKEN: 'nope',
        TELEGRAM_BOT_USERNAME: 'x',
        PUBLIC_URL: 'portal.example/path',
      },
      'production',
    );
    expect(problems).toEqual([
      'WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set together (only WHATSAPP_ACCESS_TOKEN is set)',
      'MESSENGER_DRIVER=live needs TELEGRAM_GATEWAY_TOKEN, or WHATSAPP_ACCESS_TOKEN with WHATSAPP_PHONE_NUMBER_ID, or both',
      'MAIL_DRIVER=smtp needs SMTP_URL and MAIL_FROM',
      'BOT_CHECK_DRIVER=recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY',
      'RECAPTCHA_MIN_SCORE="2" must be a number from 0 to 1',
      'DISCORD_CLIENT_ID must be the numeric application id',
      'TELEGRAM_BOT_TOKEN must be a bot token such as 123456:ABC-...',
      "TELEGRAM_BOT_USERNAME must be the bot's username without @",
      'PUBLIC_URL must be the portal address with scheme and host only, e.g. https://portal.example',
    ]);
    expect(readDriverConfig({ MAIL_DRIVER: 'smtp', SMTP_URL: 'smtp://mail:25', MAIL_FROM: 'a@b.c' }, 'production').problems).toEqual([
      'MAIL_DRIVER=smtp in production needs PUBLIC_URL (the base of e-mailed links)',
    ]);
  });
});
