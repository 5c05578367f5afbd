import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONTACT_OPTIONS, HELP_CATEGORIES, HELP_STATUSES } from '@portal/shared/constants';
import { createdAt, id, moment, oneOf, updatedAt } from './columns';
import { stageGroups, stages } from './tournaments';
import { users } from './users';

export { HELP_CATEGORIES, HELP_STATUSES } from '@portal/shared/constants';

export const helpRequests = pgTable(
  'help_requests',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** How the player wants an answer besides the portal: telegram, discord or email, and the handle or address. */
    contactChannel: text('contact_channel'),
    contact: text('contact'),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('help_requests_status_idx').on(t.status, t.createdAt),
    check('help_requests_category_check', oneOf(t.category, HELP_CATEGORIES)),
    check('help_requests_status_check', oneOf(t.status, HELP_STATUSES)),
    check('help_requests_contact', sql`${t.userId} is not null or ${t.email} is not null`),
    check('help_requests_message_length', sql`char_length(${t.message}) between 1 and 5000`),
    check('help_requests_contact_channel_check', sql`${t.contactChannel} is null or ${oneOf(t.contactChannel, CONTACT_OPTIONS)}`),
    index('help_requests_user_idx').on(t.userId, t.createdAt),
  ],
);

export const helpRequestReplies = pgTable(
  'help_request_replies',
  {
    id: id(),
    requestId: integer('request_id')
      .notNull()
      .references(() => helpRequests.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('help_request_replies_request_idx').on(t.requestId)],
);

export const CHAT_KINDS = ['stage', 'group'] as const;

/** One chat per stage and one per group. */
export const chats = pgTable(
  'chats',
  {
    id: id(),
    kind: text('kind').notNull(),
    stageId: integer('stage_id').references(() => stages.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => stageGroups.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chats_stage_unique').on(t.stageId),
    uniqueIndex('chats_group_unique').on(t.groupId),
    check('chats_kind_check', oneOf(t.kind, CHAT_KINDS)),
    check(
      'chats_kind_target',
      sql`(${t.kind} = 'stage' and ${t.stageId} is not null and ${t.groupId} is null) or (${t.kind} = 'group' and ${t.groupId} is not null and ${t.stageId} is null)`,
    ),
  ],
);

export interface ChatAttachment {
  url: string;
  /** A small preview (at most 256 px) of a picture. */
  small_url?: string | null;
  name: string;
  mime_type: string;
  size: number;
}

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    attachments: jsonb('attachments').$type<ChatAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
    deletedAt: moment('deleted_at'),
  },
  (t) => [
    index('chat_messages_chat_idx').on(t.chatId, t.createdAt),
    check('chat_messages_not_empty', sql`char_length(${t.content}) > 0 or jsonb_array_length(${t.attachments}) > 0`),
    check('chat_messages_content_length', sql`char_length(${t.content}) <= 2000`),
  ],
);

/** How far each member has read each chat (the unread marker, kept on the server for every browser). */
export const chatReads = pgTable(
  'chat_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.chatId] })],
);
