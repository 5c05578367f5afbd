import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { AUTH_API_PATHS, type CodeVerified, type OtpChannel, type OtpSent } from '@portal/shared/contracts';
import { CodeVerifiedSchema, OtpSentSchema } from '@portal/shared/contracts/responses';
import { codeOnlySchema, sendOtpCodeSchema, whatsappPhoneCodeSchema } from '@portal/shared/schemas';
import { HttpError, unauthenticated } from '../../../http/http-error';
import { dataOf, errors4xx, requestSchema } from '../../../http/openapi';
import { parseWith } from '../../../http/validate';
import type { AuthRouteOptions } from '../context';
import { findUserByPhone, isPhoneTaken } from '../users';
import { checkCode, issueCodeFor, type CodeRow } from './codes';
import { assertCanDeliver, codeMessage, deliver, deliverLater, type DeliveryContext } from './delivery';
import { CODE_RESEND_MS, CODE_TTL_MS, type CodePurpose } from './policy';

/**
 * Phone codes of sign-up and password recovery (spec section 7): send-otp-code returns the request_id the
 * client keeps in session storage; the verify calls take the code with it (WhatsApp ones also the phone).
 * A verified sign-up code of a phone that already has an account answers 409 auth.exist_user_by_phone:
 * only the phone's owner, who received the code, learns that.
 */
export const otpRoutes: FastifyPluginAsync<AuthRouteOptions> = async (app, { drivers, limit }) => {
  const deliveryContext = (request: FastifyRequest): DeliveryContext => ({ db: app.db, messenger: drivers.messenger, locale: request.locale, t: request.t.bind(request), log: request.log });

  app.post(
    AUTH_API_PATHS.sendOtpCode,
    {
      schema: {
        tags: ['codes'],
        summary: 'Send a one-time code to a phone by Telegram or WhatsApp',
        description:
          'Telegram codes have 6 digits, WhatsApp codes 4; valid 10 minutes; a new code for the same phone at most every 120 s (429 otp.resend_too_early with Retry-After). purpose forgot_password answers the same for known and unknown phones; verify_phone needs a signed-in user and Telegram.',
        body: requestSchema(sendOtpCodeSchema),
        response: { 200: dataOf(OtpSentSchema), ...errors4xx },
      },
    },
    async (request, reply): Promise<{ data: OtpSent }> => {
      await limit(request, reply, 'codeSendPerIp');
      const input = parseWith(sendOtpCodeSchema, request.body);
      if (input.purpose === 'verify_phone') {
        if (!request.user) throw unauthenticated();
        if (input.channel !== 'telegram') throw new HttpError(422, 'errors.validation_failed', { channel: ['validation.one_of'] });
      }
      await limit(request, reply, 'codeSendPerTarget', input.phone);
      assertCanDeliver(drivers.messenger, input.channel);
      const ctx = deliveryContext(request);
      if (input.purpose === 'forgot_password') {
        const user = await findUserByPhone(app.db, input.phone);
        const issued = await issueCodeFor(reply, app.db, { purpose: 'forgot_password', channel: input.channel, target: input.phone, userId: user?.id ?? null });
        if (user) deliverLater(ctx, issued, codeMessage(ctx, issued, 'forgot_password', input.phone));
        return { data: sent(issued.requestId, input.channel) };
      }
      const issued = await issueCodeFor(reply, app.db, { purpose: input.purpose, channel: input.channel, target: input.phone, userId: request.user?.id ?? null });
      await deliver(ctx, issued, codeMessage(ctx, issued, input.purpose, input.phone));
      return { data: sent(issued.requestId, input.channel) };
    },
  );

  const verified = (row: CodeRow): { data: CodeVerified } => ({ data: { verified: true, request_id: row.requestId } });

  const check = async (request: FastifyRequest, reply: FastifyReply, purpose: CodePurpose, channel: OtpChannel): Promise<CodeRow> => {
    await limit(request, reply, 'codeCheckPerIp');
    if (channel === 'whatsapp') {
      const input = parseWith(whatsappPhoneCodeSchema, request.body);
      return checkCode(app.db, { lookup: { requestId: input.request_id }, code: input.code, purposes: [purpose], channel, target: input.phone });
    }
    const input = parseWith(codeOnlySchema, request.body);
    return checkCode(app.db, { lookup: { requestId: input.request_id }, code: input.code, purposes: [purpose], channel });
  };

  const registerCheck = (channel: OtpChannel) => async (request: FastifyRequest, reply: FastifyReply) => {
    const row = await check(request, reply, 'register', channel);
    if (await isPhoneTaken(app.db, row.target)) throw new HttpError(409, 'auth.exist_user_by_phone');
    return verified(row);
  };
  const forgotCheck = (channel: OtpChannel) => async (request: FastifyRequest, reply: FastifyReply) => verified(await check(request, reply, 'forgot_password', channel));

  const verifyDoc = (summary: string, body: v.GenericSchema, description: string) => ({ tags: ['codes'], summary, description, body: requestSchema(body), response: { 200: dataOf(CodeVerifiedSchema), ...errors4xx } });
  const tries = 'Wrong code: 422 otp.code_invalid with the tries left; the 5th wrong try ends the code (otp.attempts_exhausted); expired, replaced or unknown codes: otp.code_expired; a code works once (otp.code_used).';
  app.post(AUTH_API_PATHS.whatsappVerifyRegister, { schema: verifyDoc('Check a WhatsApp sign-up code', whatsappPhoneCodeSchema, `${tries} 409 auth.exist_user_by_phone when the phone has an account.`) }, registerCheck('whatsapp'));
  app.post(AUTH_API_PATHS.telegramVerifyOtp, { schema: verifyDoc('Check a Telegram sign-up code', codeOnlySchema, `${tries} 409 auth.exist_user_by_phone when the phone has an account.`) }, registerCheck('telegram'));
  app.post(AUTH_API_PATHS.whatsappVerifyForgot, { schema: verifyDoc('Check a WhatsApp recovery code', whatsappPhoneCodeSchema, tries) }, forgotCheck('whatsapp'));
  app.post(AUTH_API_PATHS.telegramVerifyForgot, { schema: verifyDoc('Check a Telegram recovery code', codeOnlySchema, tries) }, forgotCheck('telegram'));
};

export function sent(requestId: string, channel: OtpSent['channel']): OtpSent {
  return { request_id: requestId, channel, expires_in: CODE_TTL_MS / 1000, resend_in: CODE_RESEND_MS / 1000 };
}
