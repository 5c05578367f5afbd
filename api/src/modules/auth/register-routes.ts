import type { FastifyPluginAsync } from 'fastify';
import { AUTH_API_PATHS } from '@portal/shared/contracts';
import { AuthResponseSchema } from '@portal/shared/contracts/responses';
import { emailRegisterRequestSchema, phoneParts, phoneRegisterSchema } from '@portal/shared/schemas';
import { phones, socialAccounts } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { dataOf, errors4xx, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import { passBotCheck } from './bot-check';
import { spendProof } from './otp/codes';
import type { AuthRouteOptions } from './context';
import { hashPassword } from '../../db/password-hash';
import { signedIn } from './sign-in';
import { createUser, isPhoneTaken, knownCountryId, uniqueViolationField } from './users';

/**
 * Registration: by e-mail (/Registration, with the privacy policy and terms accepted) and by phone
 * (create-user after the sign-up code: the verified request_id binds the phone, which becomes the account's
 * verified phone and its phone social account). The account is signed in at once (201).
 */
export const registerRoutes: FastifyPluginAsync<AuthRouteOptions> = async (app, { drivers, tokenTtlMs, limit }) => {
  app.post(
    AUTH_API_PATHS.register,
    {
      schema: {
        tags: ['auth'],
        summary: 'Register by e-mail',
        description: 'Passes the bot check first (g_recaptcha_response; 422 auth.bot_check_failed, 503 when the check cannot be reached).',
        body: requestSchema(emailRegisterRequestSchema),
        response: { 201: dataOf(AuthResponseSchema), ...errors4xx },
      },
    },
    async (request, reply) => {
      await limit(request, reply, 'registerPerIp');
      const input = parseWith(emailRegisterRequestSchema, request.body);
      await passBotCheck(drivers.botCheck, request, input.g_recaptcha_response);
      const passwordHash = await hashPassword(input.password);
      const userId = await app.db
        .transaction(async (tx) =>
          createUser(tx, { username: input.username, email: input.email, passwordHash, birthday: input.birthday, countryId: await knownCountryId(tx, input.country_id), locale: request.locale }),
        )
        .catch(uniqueViolationField);
      reply.code(201);
      return { data: await signedIn(app.db, userId, { ttlMs: tokenTtlMs, locale: request.locale }) };
    },
  );

  app.post(
    AUTH_API_PATHS.registerByPhone,
    {
      schema: {
        tags: ['auth'],
        summary: 'Register with the phone verified by a sign-up code',
        description: 'request_id is the one whose code was verified (verify-register-code / verify-telegram-otp-code) within 30 minutes; it is spent. 409 auth.exist_user_by_phone when the phone belongs to an account.',
        body: requestSchema(phoneRegisterSchema),
        response: { 201: dataOf(AuthResponseSchema), ...errors4xx },
      },
    },
    async (request, reply) => {
      await limit(request, reply, 'registerPerIp');
      const input = parseWith(phoneRegisterSchema, request.body);
      const passwordHash = await hashPassword(input.password);
      const now = new Date();
      const userId = await app.db
        .transaction(async (tx) => {
          const proof = await spendProof(tx, { requestId: input.request_id, purposes: ['register'], now });
          const parts = phoneParts(proof.target);
          if (!parts) throw new HttpError(422, 'errors.validation_failed', { request_id: ['auth.phone_not_verified'] });
          if (await isPhoneTaken(tx, proof.target)) throw new HttpError(409, 'auth.exist_user_by_phone');
          const id = await createUser(tx, { username: input.username, email: input.email, passwordHash, birthday: input.birthday, countryId: await knownCountryId(tx, input.country_id), locale: request.locale }, now);
          const verifiedAt = proof.verifiedAt ?? now;
          await tx.insert(phones).values({ userId: id, phone: proof.target, countryCode: parts.countryCode, numberCode: parts.numberCode, messenger: proof.channel, verifiedAt });
          await tx.insert(socialAccounts).values({ userId: id, provider: 'phone', providerUserId: proof.target, primary: true, data: { phone: proof.target }, verifiedAt });
          return id;
        })
        .catch(uniqueViolationField);
      reply.code(201);
      return { data: await signedIn(app.db, userId, { ttlMs: tokenTtlMs, locale: request.locale }) };
    },
  );
};
