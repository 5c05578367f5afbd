import * as v from 'valibot';
import { described, int, nullableText, text } from './build';
import { PageMetaSchema } from './envelope';
import { AvatarSchema } from './user';

/** A captains' chat of a stage or a group (GET /v1/client/tournament/{id}/chats). */
export const ChatSchema = described(
  v.object({
    id: int(),
    kind: v.picklist(['stage', 'group']),
    tournament_id: int(),
    stage_id: int(),
    group_id: v.nullable(int()),
    name: described(text(), 'the stage name, or the group name for a group chat'),
    stage_name: text(),
    channel: described(text(), 'socket channel of its live messages: stage.<stage_id> or group.<group_id>'),
    last_message_id: described(v.nullable(int()), 'newest message (for the unread marker)'),
    last_read_message_id: described(v.nullable(int()), 'the newest message the reader marked read (POST /v1/client/chats/{chatId}/read); null before the first'),
    unread: described(int(), 'messages by others newer than the reader\'s read mark'),
    can_write: described(v.boolean(), 'false under a chats or site ban'),
    can_moderate: described(v.boolean(), 'the reader is the tournament staff and may delete messages'),
  }),
  "A captains' chat the reader belongs to",
);
export type Chat = v.InferOutput<typeof ChatSchema>;

export const ChatListSchema = v.object({ data: v.array(ChatSchema) });

/** The reader's read mark of a chat after POST /v1/client/chats/{chatId}/read. */
export const ChatReadSchema = described(
  v.object({ chat_id: int(), last_read_message_id: v.nullable(int()), unread: int() }),
  "The reader's read mark of a chat",
);
export type ChatRead = v.InferOutput<typeof ChatReadSchema>;

export const ChatAttachmentSchema = v.object({
  url: described(text(), 'the picture, re-encoded (at most 1024 px)'),
  small_url: nullableText(),
  mime_type: text(),
  size: int(),
  name: text(),
});

export const ChatAuthorSchema = v.object({ id: int(), username: text(), slug: nullableText(), avatar: v.nullable(AvatarSchema) });

export const ChatMessageSchema = described(
  v.object({
    id: int(),
    chat_id: int(),
    content: described(text(), 'plain text as written (render as text, never as HTML)'),
    attachments: v.array(ChatAttachmentSchema),
    created_at: text(),
    user: ChatAuthorSchema,
  }),
  'A chat message',
);
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;

export const ChatMessagePageSchema = v.object({ data: v.array(ChatMessageSchema), meta: PageMetaSchema });
export type ChatMessagePage = v.InferOutput<typeof ChatMessagePageSchema>;
