import * as v from 'valibot';
import { CONTACT_OPTIONS, HELP_CATEGORIES, HELP_STATUSES } from '@portal/shared/constants';
import { described, int, nullableText, text } from './build';

/** Help requests: a player's requests with the staff's replies. */
export const HelpReplySchema = v.object({ id: int(), message: text(), created_at: text(), author: described(nullableText(), "the staff member's username") });

export const HelpRequestSchema = v.object({
  id: int(),
  category: v.picklist(HELP_CATEGORIES),
  subject: text(),
  message: text(),
  contact_channel: v.nullable(v.picklist(CONTACT_OPTIONS)),
  contact: nullableText(),
  status: v.picklist(HELP_STATUSES),
  created_at: text(),
  user: v.nullable(v.object({ id: int(), username: text() })),
  replies: described(v.array(HelpReplySchema), 'oldest first'),
});
export type HelpRequest = v.InferOutput<typeof HelpRequestSchema>;
export type HelpReply = v.InferOutput<typeof HelpReplySchema>;
