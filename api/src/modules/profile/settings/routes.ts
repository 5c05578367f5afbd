import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS, AUTH_API_PATHS, type ProfilePasswordChanged, type SessionUser } from '@portal/shared/contracts';
import { ProfilePasswordChangedSchema, SessionUserSchema } from '@portal/shared/contracts/responses';
import { changePasswordSchema, profileUpdateSchema } from '@portal/shared/schemas';
import { HttpError, unauthenticated } from '../../../http/http-error';
import { fileOf, readForm } from '../../../http/multipart-form';
import { bearer, dataOf, errors4xx, requestSchema } from '../../../http/openapi';
import { parseWith } from '../../../http/validate';
import { loadProfile } from '../../../services/users/profile';
import { changePassword, updateProfile } from './service';

/** Password changes per account: at most 10 tries in 10 minutes (a stolen session cannot guess on). */
const PASSWORD_TRIES = { max: 10, timeWindow: 10 * 60_000 };

/**
 * The signed-in user's settings (docs/spec.md sections 2 and 7): POST /user/profile with the `_method=PUT`
 * override (also PUT) changes the main information and the avatar and answers the profile;
 * change-password checks the current password and ends every other session.
 */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  const me = (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    return request.user;
  };
  const passwordLimit = app.createRateLimit({ ...PASSWORD_TRIES, keyGenerator: (request) => `profile:password:${request.user?.id ?? request.ip}` });

  const update = async (request: FastifyRequest): Promise<{ data: SessionUser }> => {
    const userId = me(request).id;
    const form = await readForm(request);
    const input = parseWith(profileUpdateSchema, form.body);
    await updateProfile(app.db, userId, input, fileOf(form, 'avatar')?.content ?? null);
    const profile = await loadProfile(app.db, userId, request.locale);
    if (!profile) throw unauthenticated();
    return { data: profile };
  };
  const updateSchema = {
    tags: ['profile'],
    summary: "Change the signed-in user's profile and avatar",
    description:
      'multipart/form-data (the avatar is a file part) or JSON; POST carries `_method=PUT` (spec section 7). A field left out keeps its value; an empty birthday, country_id or timezone clears it. ' +
      'Public-profile flags as 1/0; telegram_match_times (1/0, off by default) also sends match times to the linked Telegram and is refused (422 profile.telegram_not_linked) without a linked Telegram account. The avatar (PNG, JPEG or WebP by its bytes, at most 5 MB) is re-encoded into original_url, webp and small_webp without metadata; the replaced one is deleted. ' +
      '422: profile.slug_taken, auth.username_taken, profile.country_invalid, profile.timezone_invalid, profile.avatar_type (not a picture, whatever its name), profile.avatar_size, profile.avatar_unreadable, profile.avatar_dimensions, profile.telegram_not_linked; 413 above the upload ceiling. A new country is not verified.',
    security: bearer,
    consumes: ['multipart/form-data', 'application/json'],
    body: requestSchema(profileUpdateSchema),
    response: { 200: dataOf(SessionUserSchema), ...errors4xx },
  };
  app.post(AUTH_API_PATHS.profile, { preHandler: app.requireAuth, schema: updateSchema }, update);
  app.put(AUTH_API_PATHS.profile, { preHandler: app.requireAuth, schema: { ...updateSchema, summary: `${updateSchema.summary} (PUT)` } }, update);

  app.post(
    API_PATHS.changePassword,
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['profile'],
        summary: "Change the signed-in user's password",
        description:
          'The new password follows the registration rules and differs from the current one. 422 profile.current_password_wrong, profile.password_not_set (an account made by a provider or a phone sets one through recovery). Every other session of the account ends; this one stays. 429 after 10 tries in 10 minutes.',
        security: bearer,
        body: requestSchema(changePasswordSchema),
        response: { 200: dataOf(ProfilePasswordChangedSchema), ...errors4xx },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply): Promise<{ data: ProfilePasswordChanged }> => {
      const user = me(request);
      const limited = await passwordLimit(request);
      if (!limited.isAllowed && limited.isExceeded) {
        reply.header('retry-after', String(limited.ttlInSeconds));
        throw new HttpError(429, 'errors.too_many_requests', undefined, { seconds: limited.ttlInSeconds });
      }
      const input = parseWith(changePasswordSchema, request.body);
      return { data: await changePassword(app.db, user.id, user.tokenId, input) };
    },
  );
};
