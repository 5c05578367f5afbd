import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { AUTH_API_PATHS } from '@portal/shared/contracts';
import { OtpSentSchema, PasswordChangedSchema } from '@portal/shared/contracts/responses';
import { forgotPasswordCodeSchema, forgotPasswordResetSchema, resetPasswordRequestSchema } from '@portal/shared/schemas';
import { verificationCodes } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { dataOf, errors4xx, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import { isRecoveryLocked, issueCodeFor, spendProof } from './otp/codes';
import { checkRecoveryCode } from './otp/recovery-check';
import { assertCanDeliver, deliverLater, type DeliveryContext } from './otp/delivery';
import { CODE_RESEND_MS, CODE_TTL_MINUTES, CODE_TTL_MS } from './otp/policy';
import type { AuthRouteOptions } from './context';
import { hashPassword } from '../../db/password-hash';
import { createResetLink, setPassword, spendResetLink } from './password-reset';
import { findUserByEmail } from './users';

/**
 * Password recovery. By e-mail: a 6-digit code and a one-hour link in one message (the
 * /login/forgot-password/email pages take the code, /password/confirmation/{hash} the link). By phone: a
 * verified recovery code's request_id (send-otp-code with purpose forgot_password). Asking for a recovery
 * answers the same, in about the same time, whether or not the account exists; a new password ends every
 * session of the account.
 */
export const passwordRoutes: FastifyPluginAsync<AuthRouteOptions> = async (app, { drivers, limit }) => {
  app.post(
    AUTH_API_PATHS.forgotPasswordCode,
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a recovery code and link to an e-mail',
        description: 'The same answer for known and unknown addresses. A new code for the same address at most every 120 s (429 otp.resend_too_early).',
        body: requestSchema(forgotPasswordCodeSchema),
        response: { 200: dataOf(OtpSentSchema), ...errors4xx },
      },
    },
    async (request, reply) => {
      await limit(request, reply, 'codeSendPerIp');
      const target = parseWith(forgotPasswordCodeSchema, request.body).email.toLowerCase();
      await limit(request, reply, 'codeSendPerTarget', target);
      assertCanDeliver(drivers.messenger, 'email');
      const user = await findUserByEmail(app.db, target);
      // Kept without an owner when not sent (unknown address, recovery locked): see otp/codes.ts.
      const deliverable = user !== null && !(await isRecoveryLocked(app.db, target, 'email'));
      const issued = await issueCodeFor(reply, app.db, { purpose: 'forgot_password', channel: 'email', target, userId: deliverable ? user.id : null });
      if (deliverable) {
        const link = await createResetLink(app.db, user.id, { publicUrl: drivers.publicUrl, locale: request.locale });
        const ctx: DeliveryContext = { db: app.db, messenger: drivers.messenger, locale: request.locale, t: request.t.bind(request), log: request.log };
        deliverLater(ctx, issued, {
          channel: 'email',
          to: target,
          purpose: 'forgot_password',
          code: issued.code,
          link,
          subject: request.t('mail.reset_subject'),
          text: request.t('mail.reset_body', { code: issued.code, minutes: CODE_TTL_MINUTES, link }),
          locale: request.locale,
        });
      }
      return { data: { request_id: issued.requestId, channel: 'email', expires_in: CODE_TTL_MS / 1000, resend_in: CODE_RESEND_MS / 1000 } };
    },
  );

  app.post(
    AUTH_API_PATHS.forgotPasswordReset,
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed code',
        description: 'The latest code sent to the address; 5 wrong tries end it (422 with otp.* codes on code); 10 wrong codes a day lock the address\'s recovery for a day (otp.recovery_locked, the owner told).',
        body: requestSchema(forgotPasswordResetSchema),
        response: { 200: dataOf(PasswordChangedSchema), ...errors4xx },
      },
    },
    async (request, reply) => {
      await limit(request, reply, 'codeCheckPerIp');
      const input = parseWith(forgotPasswordResetSchema, request.body);
      const target = input.email.toLowerCase();
      const passwordHash = await hashPassword(input.password);
      const row = await checkRecoveryCode(app, { lookup: { latestFor: { target } }, code: input.code, purposes: ['forgot_password'], channel: 'email' });
      const { userId } = row;
      if (userId === null) throw new HttpError(422, 'errors.validation_failed', { code: ['otp.code_expired'] });
      const now = new Date();
      await app.db.transaction(async (tx) => {
        await tx.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, row.id));
        await setPassword(tx, userId, passwordHash, { now, emailVerified: true });
      });
      return { data: { reset: true } };
    },
  );

  app.post(
    AUTH_API_PATHS.resetPassword,
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password after a verified phone code or with an e-mailed link',
        description: 'request_id: of a recovery code verified within 30 minutes (spent). hash: the secret of /password/confirmation/{hash} (one hour, once).',
        body: requestSchema(resetPasswordRequestSchema),
        response: { 200: dataOf(PasswordChangedSchema), ...errors4xx },
      },
    },
    async (request, reply) => {
      await limit(request, reply, 'resetPerIp');
      const input = parseWith(resetPasswordRequestSchema, request.body);
      const passwordHash = await hashPassword(input.password);
      const now = new Date();
      await app.db.transaction(async (tx) => {
        if (input.hash !== undefined) {
          await setPassword(tx, await spendResetLink(tx, input.hash, now), passwordHash, { now, emailVerified: true });
          return;
        }
        const proof = await spendProof(tx, { requestId: input.request_id ?? '', purposes: ['forgot_password'], now });
        if (proof.userId === null) throw new HttpError(422, 'errors.validation_failed', { request_id: ['auth.phone_not_verified'] });
        await setPassword(tx, proof.userId, passwordHash, { now });
      });
      return { data: { reset: true } };
    },
  );
};
