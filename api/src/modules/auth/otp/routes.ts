import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { AUTH_API_PATHS, type CodeVerified, type OtpChannel, type OtpSent } from '@portal/shared/contracts';
import { CodeVerifiedSchema, OtpSentSchema } from '@portal/shared/contracts/responses';
import { codeOnlySchema, sendOtpCodeSchema, whatsappPhoneCodeSchema, whatsappRecoveryCodeSchema } from '@portal/shared/schemas';
import { HttpError, unauthenticated } from '../../../http/http-error';
import { dataOf, errors4xx, requestSchema } from '../../../http/openapi';
import { parseWith } from '../../../http/validate';
import type { AuthRouteOptions } from '../context';
import { findUserByPhone, isPhoneTaken } from '../users';
import { passBotCheck } from '../bot-check';
import { checkCode, isRecoveryLocked, issueCodeFor, type CodeRow } from './codes';
import { checkRecoveryCode } from './recovery-check';
import { assertCanDeliver, codeMessage, deliver, deliverLater, type DeliveryContext } from './delivery';
import { CODE_RESEND_MS, CODE_TTL_MS, type CodePurpose } from './policy';

/**
 * Phone codes of sign-up and password recovery (docs/spec.md section 7): send-otp-code returns the request_id the
 * client keeps in session storage; the verify calls take the code with it (WhatsApp ones also the phone).
 * A verified sign-up code of a phone that already has an account answers 409 auth.exist_user_by_phone:
 * only the phone's owner, who received the code, learns that. Sign-up codes pass the bot check first.
 * Recovery codes have 6 digits on every channel and go only to the messenger the phone was verified with
 * (asked for another, or for a target whose recovery is locked, the answer is the same and nothing is sent).
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
          'Telegram codes have 6 digits, WhatsApp sign-up codes 4, recovery codes 6 on every channel; valid 10 minutes; a new code for the same phone and purpose at most every 120 s (429 otp.resend_too_early with Retry-After). purpose register passes the bot check (g_recaptcha_response; 422 auth.bot_check_failed). purpose forgot_password answers the same for known and unknown phones and sends only through the messenger the phone was verified with; verify_phone needs a signed-in user and Telegram.',
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
      if (input.purpose === 'register') await passBotCheck(drivers.botCheck, request, input.g_recaptcha_response ?? '');
      await limit(request, reply, 'codeSendPerTarget', `${input.purpose}:${input.phone}`);
      assertCanDeliver(drivers.messenger, input.channel);
      const ctx = deliveryContext(request);
      if (input.purpose === 'forgot_password') {
        const user = await findUserByPhone(app.db, input.phone);
        // A code that is not sent (unknown phone, another messenger, recovery locked) is kept without an
        // owner: the answer is the same, and guesses at it never count against the owner (otp/codes.ts).
        const deliverable = user !== null && user.messenger === input.channel && !(await isRecoveryLocked(app.db, input.phone, input.channel));
        const issued = await issueCodeFor(reply, app.db, { purpose: 'forgot_password', channel: input.channel, target: input.phone, userId: deliverable ? user.id : null });
        if (deliverable) deliverLater(ctx, issued, codeMessage(ctx, issued, 'forgot_password', input.phone));
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
    const checker = purpose === 'forgot_password' ? checkRecoveryCode.bind(null, app) : checkCode.bind(null, app.db);
    if (channel === 'whatsapp') {
      const input = parseWith(purpose === 'forgot_password' ? whatsappRecoveryCodeSchema : whatsappPhoneCodeSchema, request.body);
      return checker({ lookup: { requestId: input.request_id }, code: input.code, purposes: [purpose], channel, target: input.phone });
    }
    const input = parseWith(codeOnlySchema, request.body);
    return checker({ lookup: { requestId: input.request_id }, code: input.code, purposes: [purpose], channel });
  };

  const registerCheck = (channel: OtpChannel) => async (request: FastifyRequest, reply: FastifyReply) => {
    const row = await check(request, reply, 'register', channel);
    if (await isPhoneTaken(app.db, row.target)) throw new HttpError(409, 'auth.exist_user_by_phone');
    return verified(row);
  };
  const forgotCheck = (channel: OtpChannel) => async (request: FastifyRequest, reply: FastifyReply) => verified(await check(request, reply, 'forgot_password', channel));

  const verifyDoc = (summary: string, body: v.GenericSchema, description: string) => ({ tags: ['codes'], summary, description, body: requestSchema(body), response: { 200: dataOf(CodeVerifiedSchema), ...errors4xx } });
  const tries = 'Wrong code: 422 otp.code_invalid with the tries left; the 5th wrong try ends the code (otp.attempts_exhausted); expired, replaced or unknown codes: otp.code_expired; a code works once (otp.code_used).';
  const recoveryTries = `${tries} Recovery: 10 wrong codes a day per phone or e-mail, across codes, lock its recovery for a day (otp.recovery_locked; the owner gets a notice).`;
  app.post(AUTH_API_PATHS.whatsappVerifyRegister, { schema: verifyDoc('Check a WhatsApp sign-up code', whatsappPhoneCodeSchema, `${tries} 409 auth.exist_user_by_phone when the phone has an account.`) }, registerCheck('whatsapp'));
  app.post(AUTH_API_PATHS.telegramVerifyOtp, { schema: verifyDoc('Check a Telegram sign-up code', codeOnlySchema, `${tries} 409 auth.exist_user_by_phone when the phone has an account.`) }, registerCheck('telegram'));
  app.post(AUTH_API_PATHS.whatsappVerifyForgot, { schema: verifyDoc('Check a WhatsApp recovery code (6 digits)', whatsappRecoveryCodeSchema, recoveryTries) }, forgotCheck('whatsapp'));
  app.post(AUTH_API_PATHS.telegramVerifyForgot, { schema: verifyDoc('Check a Telegram recovery code', codeOnlySchema, recoveryTries) }, forgotCheck('telegram'));
};

export function sent(requestId: string, channel: OtpSent['channel']): OtpSent {
  return { request_id: requestId, channel, expires_in: CODE_TTL_MS / 1000, resend_in: CODE_RESEND_MS / 1000 };
}
