import type { FastifyPluginAsync } from 'fastify';
import { outboxRoutes } from './otp/outbox-routes';
import { phoneRoutes } from './otp/phone-routes';
import { otpRoutes } from './otp/routes';
import { socialRoutes } from './social/routes';
import type { AuthModuleOptions } from './context';
import { createLimits } from './limits';
import { loginRoutes } from './login-routes';
import { passwordRoutes } from './password-routes';
import { registerRoutes } from './register-routes';

/**
 * Sign-in and registration (docs/spec.md section 7, Authentication): password sign-in, registration, recovery,
 * one-time codes, social accounts, and the development outbox while it is on. (The sign-up game profile,
 * POST /user/game_profile, is the profile module's game accounts.)
 * The route plugins share one set of rate limits.
 */
export const authModule: FastifyPluginAsync<AuthModuleOptions> = async (app, options) => {
  const routeOptions = { ...options, limit: createLimits(app) };
  await app.register(loginRoutes, routeOptions);
  await app.register(registerRoutes, routeOptions);
  await app.register(passwordRoutes, routeOptions);
  await app.register(otpRoutes, routeOptions);
  await app.register(phoneRoutes, routeOptions);
  await app.register(socialRoutes, routeOptions);
  const { messenger } = options.drivers;
  if (messenger.outbox && options.devOutbox) {
    await app.register(outboxRoutes, { outbox: messenger.outbox });
    app.log.info('one-time codes and e-mail go to the development outbox (GET /api/dev/outbox)');
  }
  if (messenger.phoneChannels().length === 0) app.log.warn('phone codes are off: set MESSENGER_DRIVER=live with TELEGRAM_GATEWAY_TOKEN and/or WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID');
  if (!messenger.canSend('email')) app.log.warn('recovery e-mail is off: set MAIL_DRIVER=smtp with SMTP_URL, MAIL_FROM and PUBLIC_URL');
  app.addHook('onClose', async () => options.drivers.messenger.close());
};
