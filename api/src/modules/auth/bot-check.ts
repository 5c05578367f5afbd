import type { FastifyRequest } from 'fastify';
import { BOT_CHECK_ACTION } from '@portal/shared/contracts';
import { isDriverError } from '../../drivers';
import type { BotCheck } from '../../drivers/bot-check/bot-check';
import { HttpError } from '../../http/http-error';

/** The login screen's bot check, judged before any password is: 422 when refused, 503 when unreachable. */
export async function passBotCheck(botCheck: BotCheck, request: FastifyRequest, token: string): Promise<void> {
  let passed: boolean;
  try {
    passed = await botCheck.verify(token, { action: BOT_CHECK_ACTION, remoteIp: request.ip });
  } catch (error) {
    if (isDriverError(error)) {
      request.log.warn({ err: error }, 'bot check unavailable');
      throw new HttpError(503, 'errors.service_unavailable');
    }
    throw error;
  }
  if (!passed) throw new HttpError(422, 'auth.bot_check_failed');
}
