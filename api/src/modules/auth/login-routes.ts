import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AUTH_API_PATHS, type AuthConfig } from '@portal/shared/contracts';
import { AuthConfigSchema, AuthResponseSchema, SessionUserSchema, SignedOutSchema } from '@portal/shared/contracts/responses';
import { loginByPhoneSchema, loginSchema, loginViaEmailSchema } from '@portal/shared/schemas';
import { isLocalRequest } from '../../http/client-address';
import { unauthenticated } from '../../http/http-error';
import { bearer, dataOf, errors4xx, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import { passBotCheck } from './bot-check';
import type { AuthRouteOptions } from './context';
import { loadProfile } from '../../services/users/profile';
import { bearerToken } from '../../sessions/bearer';
import { checkCredentials, signedIn } from './sign-in';
import { revokeToken } from '../../sessions/tokens';

const byPhone = (body: unknown): boolean => typeof body === 'object' && body !== null && 'phone' in body && !('email' in body);

/** Password sign-in (e-mail or phone), sign-out, the profile of the signed-in user and the public config. */
export const loginRoutes: FastifyPluginAsync<AuthRouteOptions> = async (app, { drivers, tokenTtlMs, limit, devOutbox }) => {

  const login = async (request: FastifyRequest, reply: FastifyReply, allowPhone: boolean) => {
    await limit(request, reply, 'loginPerIp');
    const credentials = allowPhone && byPhone(request.body) ? parseWith(loginByPhoneSchema, request.body) : parseWith(loginSchema, request.body);
    await limit(request, reply, 'loginPerAccount', 'phone' in credentials ? credentials.phone : credentials.email);
    await passBotCheck(drivers.botCheck, request, credentials.g_recaptcha_response);
    const userId = await checkCredentials(app.db, credentials);
    return { data: await signedIn(app.db, userId, { ttlMs: tokenTtlMs, locale: request.locale }) };
  };

  const loginDoc = (summary: string, body: v.GenericSchema) => ({
    tags: ['auth'],
    summary,
    description: 'Wrong password, unknown account and an account without a password all answer 422 notifications.notif_wrong_email. Limited per address and per account (429).',
    body: requestSchema(body),
    response: { 200: dataOf(AuthResponseSchema), ...errors4xx },
  });
  app.post(AUTH_API_PATHS.login, { schema: loginDoc('Sign in by e-mail or phone and password', v.union([v.pipe(loginSchema, v.description('by e-mail')), v.pipe(loginByPhoneSchema, v.description('by phone'))])) }, (request, reply) => login(request, reply, true));
  app.post(AUTH_API_PATHS.loginViaEmail, { schema: loginDoc('Sign in by e-mail and password', loginViaEmailSchema) }, (request, reply) => login(request, reply, false));

  app.post(
    AUTH_API_PATHS.logout,
    { preHandler: app.requireAuth, schema: { tags: ['auth'], summary: 'Sign out: the token is revoked', security: bearer, response: { 200: dataOf(SignedOutSchema), 401: errors4xx[401] } } },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthenticated();
      await revokeToken(app.db, token);
      return { data: { logged_out: true } };
    },
  );

  app.get(
    AUTH_API_PATHS.profile,
    { preHandler: app.requireAuth, schema: { tags: ['auth'], summary: 'The signed-in user', security: bearer, response: { 200: dataOf(SessionUserSchema), 401: errors4xx[401] } } },
    async (request) => {
      const profile = request.user ? await loadProfile(app.db, request.user.id, request.locale) : null;
      if (!profile) throw unauthenticated();
      return { data: profile };
    },
  );

  app.get(
    AUTH_API_PATHS.config,
    { schema: { tags: ['auth'], summary: 'What the login screen offers: bot check, Google, Discord, Telegram, messengers', response: { 200: dataOf(AuthConfigSchema) } } },
    async (request): Promise<{ data: AuthConfig }> => ({
      data: {
        bot_check: drivers.botCheck.publicConfig,
        google: drivers.google ? { client_id: drivers.google.clientId } : null,
        discord: drivers.discord ? { client_id: drivers.discord.clientId, authorize_url: drivers.discord.authorizeUrl, scope: drivers.discord.scope } : null,
        telegram: drivers.telegramLogin ? { bot_username: drivers.telegramLogin.botUsername } : null,
        messengers: drivers.messenger.phoneChannels(),
        dev_outbox: drivers.messenger.outbox !== null && devOutbox && isLocalRequest(request),
      },
    }),
  );
};
