import type { FastifyPluginAsync } from 'fastify';
import { gameProfileRoutes } from '../game-profiles/routes';
import { outboxRoutes } from '../otp/outbox-routes';
import { phoneRoutes } from '../otp/phone-routes';
import { otpRoutes } from '../otp/routes';
import { socialRoutes } from '../social/routes';
import type { AuthModuleOptions } from './context';
import { createLimits } from './limits';
import { loginRoutes } from './login-routes';
import { passwordRoutes } from './password-routes';
import { registerRoutes } from './register-routes';

/**
 * Sign-in and registration (spec section 7, Authentication): password sign-in, registration, recovery,
 * one-time codes, social accounts, the sign-up game profile, and the development outbox while it is on.
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
  await app.register(gameProfileRoutes);
  const { outbox } = options.drivers.messenger;
  if (outbox) await app.register(outboxRoutes, { outbox });
  app.addHook('onClose', async () => options.drivers.messenger.close());
};
