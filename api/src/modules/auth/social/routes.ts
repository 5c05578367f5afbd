import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AUTH_API_PATHS, type SocialSignIn } from '@portal/shared/contracts';
import { SessionUserSchema, SocialSignInSchema } from '@portal/shared/contracts/responses';
import { recordIdOf, socialTokenSchema, telegramAuthSchema } from '@portal/shared/schemas';
import { notFound, unauthenticated } from '../../../http/http-error';
import { bearer, dataOf, errors4xx, requestSchema } from '../../../http/openapi';
import { parseWith } from '../../../http/validate';
import type { AuthRouteOptions } from '../context';
import { loadProfile } from '../../../services/users/profile';
import { signedIn } from '../sign-in';
import { attachIdentity, detachAccount, signInWithIdentity } from './accounts';
import { identityFromTelegram, identityFromToken, type ProviderIdentity } from './identities';

/**
 * Social accounts (docs/spec.md section 7): sign in with Google, Discord or Telegram (the account is created on
 * first sign-in), attach them to the signed-in user, and detach any linked account by id.
 */
export const socialRoutes: FastifyPluginAsync<AuthRouteOptions> = async (app, { drivers, tokenTtlMs, limit }) => {
  const signInWith = async (request: FastifyRequest, identity: ProviderIdentity): Promise<{ data: SocialSignIn }> => {
    const { userId, created } = await signInWithIdentity(app.db, identity, request.locale);
    return { data: { ...(await signedIn(app.db, userId, { ttlMs: tokenTtlMs, locale: request.locale })), created } };
  };
  const profileOf = async (request: FastifyRequest) => {
    const profile = request.user ? await loadProfile(app.db, request.user.id, request.locale) : null;
    if (!profile) throw unauthenticated();
    return { data: profile };
  };
  const limited = async (request: FastifyRequest, reply: FastifyReply) => limit(request, reply, 'socialPerIp');
  const signInDoc = (summary: string, body: v.GenericSchema) => ({
    tags: ['social'],
    summary,
    description: 'created: true when this sign-in made the account. 409 auth.social_email_taken when the verified e-mail belongs to an account; 422 social.provider_not_offered when the provider is not configured; 503 errors.provider_unavailable when it is unreachable.',
    body: requestSchema(body),
    response: { 200: dataOf(SocialSignInSchema), ...errors4xx },
  });

  app.post(AUTH_API_PATHS.socialLogin, { schema: signInDoc('Sign in with Google (ID token) or Discord (authorization code)', socialTokenSchema) }, async (request, reply) => {
    await limited(request, reply);
    return signInWith(request, await identityFromToken(drivers, parseWith(socialTokenSchema, request.body), request));
  });

  app.post(AUTH_API_PATHS.telegramLogin, { schema: signInDoc('Sign in with the Telegram login widget result', telegramAuthSchema) }, async (request, reply) => {
    await limited(request, reply);
    return signInWith(request, identityFromTelegram(drivers, parseWith(telegramAuthSchema, request.body)));
  });

  const attachDoc = (summary: string, body: v.GenericSchema) => ({
    tags: ['social'],
    summary,
    description: '403 social.ownership_unproven until the e-mail or a phone is verified; 409 new_profile_settings.account_already_linked (linked to another account) or social.provider_already_linked.',
    security: bearer,
    body: requestSchema(body),
    response: { 200: dataOf(SessionUserSchema), ...errors4xx },
  });
  const attach = async (request: FastifyRequest, identity: ProviderIdentity) => {
    if (!request.user) throw unauthenticated();
    await attachIdentity(app.db, request.user.id, identity);
    return profileOf(request);
  };

  app.post(AUTH_API_PATHS.socialAttach, { preHandler: app.requireAuth, schema: attachDoc('Attach Google or Discord to the signed-in user', socialTokenSchema) }, async (request, reply) => {
    await limited(request, reply);
    return attach(request, await identityFromToken(drivers, parseWith(socialTokenSchema, request.body), request));
  });

  app.post(AUTH_API_PATHS.socialAttachTelegram, { preHandler: app.requireAuth, schema: attachDoc('Attach Telegram to the signed-in user', telegramAuthSchema) }, async (request, reply) => {
    await limited(request, reply);
    return attach(request, identityFromTelegram(drivers, parseWith(telegramAuthSchema, request.body)));
  });

  const idParam = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/), v.transform(Number));
  app.post<{ Params: { id: string } }>(
    '/user/profile/social-account/detach/:id',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['social'],
        summary: 'Detach one of the signed-in user’s accounts',
        description: '403 notifications.ban_user_profile while bans are in force; 422 social.last_sign_in_method for the only way to sign in; 404 for an account of someone else.',
        security: bearer,
        params: requestSchema(v.object({ id: idParam })),
        response: { 200: dataOf(SessionUserSchema), ...errors4xx },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      // An id past the integer column (e.g. 2147483648) names no account: 404, not a failed query.
      const id = recordIdOf(request.params.id);
      if (id === null) throw notFound();
      await detachAccount(app.db, request.user.id, id, request.user.bans);
      return profileOf(request);
    },
  );
};
