import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { API_PATHS, AUTH_API_PATHS, type OtpSent, type WhatsappStatus } from '@portal/shared/contracts';
import { OtpSentSchema, SessionUserSchema, WhatsappStatusSchema } from '@portal/shared/contracts/responses';
import { maskPhone } from '@portal/shared/domain';
import { botCheckTokenSchema, changePhoneSchema, profileVerifySchema, whatsappAttachSchema, whatsappVerifySchema } from '@portal/shared/schemas';
import { socialAccounts } from '../../../db/schema';
import { HttpError, unauthenticated } from '../../../http/http-error';
import { bearer, dataOf, errors4xx, requestSchema } from '../../../http/openapi';
import { parseWith } from '../../../http/validate';
import type { AuthRouteOptions } from '../context';
import { isPhoneTaken } from '../users';
import { loadProfile } from '../../../services/users/profile';
import { passBotCheck } from '../bot-check';
import { checkCode, issueCodeFor } from './codes';
import { assertCanDeliver, codeMessage, deliver } from './delivery';
import { saveVerifiedPhone, saveWhatsapp } from './phone-accounts';
import { sent } from './routes';

/**
 * The signed-in user's phone and WhatsApp: change-phone sends a code to a (new) phone by Telegram or
 * WhatsApp, and /user/profile/verify takes that code, or the code of send-otp-code (purpose verify_phone),
 * and makes the phone the user's verified one; WhatsApp attach sends a 4-digit code to the number and verify-whatsapp checks it
 * (the latest code of that number for this user); check-exist says whether a WhatsApp number is linked.
 */
export const phoneRoutes: FastifyPluginAsync<AuthRouteOptions> = async (app, { drivers, limit }) => {
  const me = (request: FastifyRequest) => {
    if (!request.user) throw unauthenticated();
    return request.user.id;
  };
  const profileOf = async (request: FastifyRequest) => {
    const profile = await loadProfile(app.db, me(request), request.locale);
    if (!profile) throw unauthenticated();
    return { data: profile };
  };
  const signedIn = { preHandler: app.requireAuth };

  app.post(
    API_PATHS.changePhone,
    {
      ...signedIn,
      schema: {
        tags: ['codes'],
        summary: "Send a code to the signed-in user's new phone",
        description:
          'Passes the bot check first (g_recaptcha_response; 422 auth.bot_check_failed). By Telegram (6 digits) or WhatsApp (4 digits); the code then goes to POST /user/profile/verify with the request_id. 409 auth.exist_user_by_phone when another account has the phone; 429 otp.resend_too_early within 120 s of the last code to the phone.',
        security: bearer,
        body: requestSchema(v.object({ ...changePhoneSchema.entries, ...botCheckTokenSchema.entries })),
        response: { 200: dataOf(OtpSentSchema), ...errors4xx },
      },
    },
    async (request, reply): Promise<{ data: OtpSent }> => {
      await limit(request, reply, 'codeSendPerIp');
      const userId = me(request);
      const input = parseWith(changePhoneSchema, request.body);
      await passBotCheck(drivers.botCheck, request, parseWith(botCheckTokenSchema, request.body).g_recaptcha_response);
      if (await isPhoneTaken(app.db, input.phone, userId)) throw new HttpError(409, 'auth.exist_user_by_phone');
      await limit(request, reply, 'codeSendPerTarget', input.phone);
      assertCanDeliver(drivers.messenger, input.channel);
      const issued = await issueCodeFor(reply, app.db, { purpose: 'verify_phone', channel: input.channel, target: input.phone, userId });
      const ctx = { db: app.db, messenger: drivers.messenger, locale: request.locale, t: request.t.bind(request), log: request.log };
      await deliver(ctx, issued, codeMessage(ctx, issued, 'verify_phone', input.phone));
      return { data: sent(issued.requestId, input.channel) };
    },
  );

  app.post(
    AUTH_API_PATHS.profileVerify,
    {
      ...signedIn,
      schema: {
        tags: ['codes'],
        summary: "Verify the signed-in user's phone with a code",
        description: 'The code (6 digits by Telegram, 4 by WhatsApp) and the request_id of change-phone or send-otp-code (verify_phone). The phone becomes the verified one; 409 auth.exist_user_by_phone when another account took it meanwhile.',
        security: bearer,
        body: requestSchema(profileVerifySchema),
        response: { 200: dataOf(SessionUserSchema), ...errors4xx },
      },
    },
    async (request, reply) => {
      await limit(request, reply, 'codeCheckPerIp');
      const userId = me(request);
      const input = parseWith(profileVerifySchema, request.body);
      const row = await checkCode(app.db, { lookup: { requestId: input.request_id }, code: input.code, purposes: ['verify_phone'], userId });
      await app.db.transaction((tx) => saveVerifiedPhone(tx, userId, row.target, row.channel));
      return profileOf(request);
    },
  );

  app.post(
    AUTH_API_PATHS.whatsappAttach,
    {
      ...signedIn,
      schema: {
        tags: ['codes'],
        summary: 'Send a WhatsApp code to link a number',
        description: 'Passes the bot check first (g_recaptcha_response beside the fields; 422 auth.bot_check_failed).',
        security: bearer,
        body: requestSchema(whatsappAttachSchema),
        response: { 200: dataOf(OtpSentSchema), ...errors4xx },
      },
    },
    async (request, reply) => {
      await limit(request, reply, 'codeSendPerIp');
      const userId = me(request);
      const input = parseWith(whatsappAttachSchema, request.body);
      await passBotCheck(drivers.botCheck, request, parseWith(botCheckTokenSchema, request.body).g_recaptcha_response);
      await limit(request, reply, 'codeSendPerTarget', input.phone);
      assertCanDeliver(drivers.messenger, 'whatsapp');
      const issued = await issueCodeFor(reply, app.db, { purpose: 'attach_whatsapp', channel: 'whatsapp', target: input.phone, userId });
      const ctx = { db: app.db, messenger: drivers.messenger, locale: request.locale, t: request.t.bind(request), log: request.log };
      await deliver(ctx, issued, codeMessage(ctx, issued, 'attach_whatsapp', input.phone));
      return { data: sent(issued.requestId, 'whatsapp') };
    },
  );

  app.post(
    AUTH_API_PATHS.whatsappVerifyAttach,
    {
      ...signedIn,
      schema: {
        tags: ['codes'],
        summary: 'Link the WhatsApp number with its code',
        description: '409 new_profile_settings.account_already_linked when another account has the number.',
        security: bearer,
        body: requestSchema(whatsappVerifySchema),
        response: { 200: dataOf(SessionUserSchema), ...errors4xx },
      },
    },
    async (request, reply) => {
      await limit(request, reply, 'codeCheckPerIp');
      const userId = me(request);
      const input = parseWith(whatsappVerifySchema, request.body);
      const row = await checkCode(app.db, { lookup: { latestFor: { target: input.phone, userId } }, code: input.code, purposes: ['attach_whatsapp'], channel: 'whatsapp', userId });
      await app.db.transaction((tx) => saveWhatsapp(tx, userId, row.target));
      return profileOf(request);
    },
  );

  app.get(
    AUTH_API_PATHS.whatsappCheckExist,
    {
      ...signedIn,
      schema: { tags: ['codes'], summary: 'Whether the signed-in user has a WhatsApp number linked', security: bearer, response: { 200: dataOf(WhatsappStatusSchema), 401: errors4xx[401] } },
    },
    async (request): Promise<{ data: WhatsappStatus }> => {
      const [account] = await app.db
        .select({ phone: socialAccounts.providerUserId })
        .from(socialAccounts)
        .where(and(eq(socialAccounts.userId, me(request)), eq(socialAccounts.provider, 'whatsapp')));
      return { data: { exists: Boolean(account), phone: account ? maskPhone(account.phone) : null } };
    },
  );
};
