import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@portal/shared/constants';
import type { ErrorParams } from '@portal/shared/contracts';
import type { Database } from '../../../db/client';
import { isDriverError } from '../../../drivers';
import type { Messenger } from '../../../drivers/messenger/messenger';
import type { OutgoingMessage } from '../../../drivers/messenger/types';
import { HttpError } from '../../../http/http-error';
import { dropCode, type IssuedCode } from './codes';
import { CODE_TTL_MINUTES, type CodePurpose } from './policy';

/**
 * Delivery of an issued code in the recipient's language. A failed delivery forgets the code (the person
 * may ask again at once) and answers 503. Recovery codes are sent without waiting, so the answer takes the
 * same time whether or not the account exists.
 */
export interface DeliveryContext {
  db: Database;
  messenger: Messenger;
  locale: Locale;
  t: (key: string, params?: ErrorParams) => string;
  log: FastifyBaseLogger;
}

export function codeMessage(ctx: DeliveryContext, issued: IssuedCode, purpose: CodePurpose, to: string): OutgoingMessage {
  return {
    channel: issued.channel,
    to,
    purpose,
    code: issued.code,
    text: ctx.t(`otp.message.${purpose}`, { code: issued.code, minutes: CODE_TTL_MINUTES }),
    locale: ctx.locale,
  };
}

export async function deliver(ctx: DeliveryContext, issued: IssuedCode, message: OutgoingMessage): Promise<void> {
  try {
    await ctx.messenger.send(message);
  } catch (error) {
    await dropCode(ctx.db, issued.id);
    ctx.log.warn({ err: error, channel: message.channel, purpose: message.purpose }, 'code delivery failed');
    if (isDriverError(error)) throw new HttpError(503, 'errors.delivery_failed');
    throw error;
  }
}

/** Sends without waiting for the answer; a failure is logged (the code is dropped). */
export function deliverLater(ctx: DeliveryContext, issued: IssuedCode, message: OutgoingMessage): void {
  deliver(ctx, issued, message).catch((error: unknown) => ctx.log.warn({ err: error }, 'background delivery failed'));
}

/** 503 before issuing anything when the channel cannot deliver. */
export function assertCanDeliver(messenger: Messenger, channel: OutgoingMessage['channel']): void {
  if (!messenger.canSend(channel)) throw new HttpError(503, channel === 'email' ? 'errors.mail_unavailable' : 'errors.messenger_unavailable');
}
