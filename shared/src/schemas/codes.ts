import * as v from 'valibot';
import { CODE_MESSAGES, VERIFICATION_CODE_LENGTH, WHATSAPP_CODE_LENGTH } from '@portal/shared/constants';
import { encodeErrorCode } from '@portal/shared/contracts';

/**
 * One-time codes (docs/spec.md sections 5 and 9): the phone change and verification code has 6 digits, digits
 * only, and empty gives 'Введите код'; the WhatsApp code has 4 digits. Codes stay strings (leading zeros).
 * Choice: Telegram codes, whose length docs/spec.md does not give, use the 6-digit rule.
 */
export function digitCodeSchema(length: number) {
  return v.pipe(
    v.string(CODE_MESSAGES.required),
    v.trim(),
    v.nonEmpty(CODE_MESSAGES.required),
    v.regex(/^[0-9]+$/, CODE_MESSAGES.digits_only),
    v.length(length, encodeErrorCode(CODE_MESSAGES.length, { length })),
  );
}

export const verificationCodeSchema = digitCodeSchema(VERIFICATION_CODE_LENGTH);
export const whatsappCodeSchema = digitCodeSchema(WHATSAPP_CODE_LENGTH);
