import * as v from 'valibot';
import {
  CONTACT_OPTIONS,
  GENERIC_MESSAGES,
  HELP_CATEGORIES,
  HELP_CONTACT_MAX_LENGTH,
  HELP_MESSAGE_MAX_LENGTH,
  HELP_MESSAGE_MIN_LENGTH,
  HELP_MESSAGES,
  HELP_STATUSES,
  HELP_SUBJECT_MAX_LENGTH,
} from '@portal/shared/constants';
import { encodeErrorCode } from '@portal/shared/contracts';
import { fields, requiredText } from './fields';

/**
 * A help request: topic, subject, message, and how to answer besides the portal: telegram,
 * discord or email (docs/spec.md section 9) with the handle or address (an e-mail address for email).
 */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export const helpRequestSchema = v.pipe(
  fields({
    category: v.picklist(HELP_CATEGORIES, HELP_MESSAGES.category_required),
    subject: v.pipe(requiredText(HELP_MESSAGES.subject_required), v.maxLength(HELP_SUBJECT_MAX_LENGTH, encodeErrorCode(HELP_MESSAGES.subject_too_long, { max: HELP_SUBJECT_MAX_LENGTH }))),
    message: v.pipe(
      v.string(encodeErrorCode(HELP_MESSAGES.message_too_short, { min: HELP_MESSAGE_MIN_LENGTH })),
      v.trim(),
      v.minLength(HELP_MESSAGE_MIN_LENGTH, encodeErrorCode(HELP_MESSAGES.message_too_short, { min: HELP_MESSAGE_MIN_LENGTH })),
      v.maxLength(HELP_MESSAGE_MAX_LENGTH, encodeErrorCode(HELP_MESSAGES.message_too_long, { max: HELP_MESSAGE_MAX_LENGTH })),
    ),
    contact_channel: v.picklist(CONTACT_OPTIONS, HELP_MESSAGES.channel_required),
    contact: v.pipe(requiredText(HELP_MESSAGES.contact_required), v.maxLength(HELP_CONTACT_MAX_LENGTH, encodeErrorCode(HELP_MESSAGES.contact_too_long, { max: HELP_CONTACT_MAX_LENGTH }))),
  }),
  v.forward(
    v.check((input) => input.contact_channel !== 'email' || EMAIL.test(input.contact), HELP_MESSAGES.contact_email),
    ['contact'],
  ),
);
export type HelpRequestInput = v.InferInput<typeof helpRequestSchema>;
export type HelpRequestOutput = v.InferOutput<typeof helpRequestSchema>;

/** POST /admin/help-requests/{id}/replies: staff answer, optionally moving the request to another state. */
export const helpReplySchema = fields({
  message: v.pipe(requiredText(HELP_MESSAGES.reply_required), v.maxLength(HELP_MESSAGE_MAX_LENGTH, encodeErrorCode(HELP_MESSAGES.message_too_long, { max: HELP_MESSAGE_MAX_LENGTH }))),
  status: v.optional(v.picklist(HELP_STATUSES, GENERIC_MESSAGES.one_of), 'resolved'),
});
export type HelpReplyOutput = v.InferOutput<typeof helpReplySchema>;
