import { and, eq, isNull, sql } from 'drizzle-orm';
import { TEAM_ROLES } from '@portal/shared/constants';
import type { Queryable } from '../../db/client';
import { chatMessages, chatReads, type ChatAttachment } from '../../db/schema';
import { isoUtc, selectJson, selectRows } from '../../db/sql-helpers';

/**
 * Captains' chats reads. A chat belongs to a stage (kind stage) or a group (kind group) of a
 * tournament; who is in it is decided by the shared isChatMember from the facts read here.
 */
export interface ChatRow {
  id: number;
  kind: 'stage' | 'group';
  tournament_id: number;
  owner_id: number | null;
  with_cap_chats: boolean;
  stage_id: number;
  group_id: number | null;
  stage_name: string;
  group_name: string | null;
  last_message_id: number | null;
}

const CHATS = sql`select c.id, c.kind, s.tournament_id, t.owner_id, t.with_cap_chats, s.id as stage_id, g.id as group_id,
  s.name as stage_name, g.name as group_name,
  (select max(m.id) from chat_messages m where m.chat_id = c.id and m.deleted_at is null) as last_message_id
  from chats c
  left join stage_groups g on g.id = c.group_id
  join stages s on s.id = coalesce(c.stage_id, g.stage_id)
  join tournaments t on t.id = s.tournament_id`;

/** The chats of a tournament's stages and groups, in stage order, each stage's chat before its groups'. */
export function chatsOfTournament(db: Queryable, tournamentId: number): Promise<ChatRow[]> {
  return selectRows<ChatRow>(db, sql`${CHATS} where t.id = ${tournamentId} and t.is_published
    order by s.sort_order, s.id, (c.kind = 'group'), g.sort_order, g.id`);
}

export async function chatById(db: Queryable, chatId: number): Promise<ChatRow | null> {
  const [row] = await selectRows<ChatRow>(db, sql`${CHATS} where c.id = ${chatId} and t.is_published`);
  return row ?? null;
}

/** The chat of a stage or a group (socket channels name those). */
export async function chatOfTarget(db: Queryable, kind: 'stage' | 'group', targetId: number): Promise<ChatRow | null> {
  const where = kind === 'stage' ? sql`c.stage_id = ${targetId}` : sql`c.group_id = ${targetId}`;
  const [row] = await selectRows<ChatRow>(db, sql`${CHATS} where ${where} and t.is_published`);
  return row ?? null;
}

/** Where the teams of a tournament play: one row per team and stage, with its group once assigned. */
export interface PlacementRow {
  team_id: number;
  stage_id: number;
  group_id: number | null;
}

export function placementsOf(db: Queryable, tournamentId: number): Promise<PlacementRow[]> {
  return selectRows<PlacementRow>(db, sql`select tt.team_id, st.stage_id, st.group_id from stage_teams st
    join tournament_teams tt on tt.id = st.tournament_team_id where tt.tournament_id = ${tournamentId}`);
}

/** Team ids the user captains (owner or manager). */
export async function captainOf(db: Queryable, userId: number): Promise<number[]> {
  const rows = await selectRows<{ team_id: number }>(
    db,
    sql`select team_id from team_members where user_id = ${userId} and role_id in (${TEAM_ROLES.owner}, ${TEAM_ROLES.manager})`,
  );
  return rows.map((row) => row.team_id);
}

export interface MessageRow {
  id: number;
  chat_id: number;
  content: string;
  attachments: ChatAttachment[];
  created_at: string;
  user: { id: number; username: string; slug: string | null; avatar_original_url: string | null; avatar_webp_url: string | null; avatar_small_webp_url: string | null };
}

const MESSAGE_JSON = sql`json_build_object('id', m.id, 'chat_id', m.chat_id, 'content', m.content, 'attachments', m.attachments,
  'created_at', ${isoUtc(sql`m.created_at`)},
  'user', json_build_object('id', u.id, 'username', u.username, 'slug', u.slug, 'avatar_original_url', u.avatar_original_url,
    'avatar_webp_url', u.avatar_webp_url, 'avatar_small_webp_url', u.avatar_small_webp_url))`;

/** A page of a chat's messages, newest first (removed ones left out). */
export async function messagesOf(db: Queryable, chatId: number, { limit, offset }: { limit: number; offset: number }): Promise<{ rows: MessageRow[]; total: number }> {
  const rows = await selectJson<MessageRow>(
    db,
    sql`select ${MESSAGE_JSON} as row from chat_messages m join users u on u.id = m.user_id
      where m.chat_id = ${chatId} and m.deleted_at is null order by m.id desc limit ${limit} offset ${offset}`,
  );
  const [count] = await selectRows<{ total: number }>(db, sql`select count(*)::int as total from chat_messages where chat_id = ${chatId} and deleted_at is null`);
  return { rows, total: count?.total ?? 0 };
}

export async function messageById(db: Queryable, id: number): Promise<MessageRow | null> {
  const [row] = await selectJson<MessageRow>(db, sql`select ${MESSAGE_JSON} as row from chat_messages m join users u on u.id = m.user_id where m.id = ${id}`);
  return row ?? null;
}

export async function insertMessage(db: Queryable, values: { chatId: number; userId: number; content: string; attachments: ChatAttachment[] }): Promise<number> {
  const [row] = await db.insert(chatMessages).values(values).returning({ id: chatMessages.id });
  if (!row) throw new Error('chat message not written');
  return row.id;
}

/** Marks a message removed; false when the chat has no such message (or it is already removed). */
export async function softDeleteMessage(db: Queryable, chatId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(chatMessages)
    .set({ deletedAt: new Date() })
    .where(and(eq(chatMessages.id, id), eq(chatMessages.chatId, chatId), isNull(chatMessages.deletedAt)))
    .returning({ id: chatMessages.id });
  return rows.length > 0;
}

/** A published tournament's id by its id or slug; null when there is none. */
export async function tournamentIdOf(db: Queryable, ref: { kind: 'id'; id: number } | { kind: 'slug'; slug: string }): Promise<number | null> {
  const match = ref.kind === 'id' ? sql`id = ${ref.id}` : sql`slug = ${ref.slug}`;
  const [row] = await selectRows<{ id: number }>(db, sql`select id from tournaments where ${match} and is_published`);
  return row?.id ?? null;
}

/** The reader's read mark and unread count (messages by others after the mark) of each of the chats. */
export interface ReadState {
  chat_id: number;
  last_read_message_id: number | null;
  unread: number;
}

export async function readStatesOf(db: Queryable, userId: number, chatIds: readonly number[]): Promise<Map<number, ReadState>> {
  if (chatIds.length === 0) return new Map();
  const rows = await selectRows<ReadState>(
    db,
    sql`select c.id as chat_id, r.last_read_message_id,
        (select count(*)::int from chat_messages m where m.chat_id = c.id and m.deleted_at is null and m.user_id <> ${userId}
          and m.id > coalesce(r.last_read_message_id, 0)) as unread
      from chats c left join chat_reads r on r.chat_id = c.id and r.user_id = ${userId}
      where c.id in (${sql.join(chatIds.map((id) => sql`${id}`), sql`, `)})`,
  );
  return new Map(rows.map((row) => [row.chat_id, row]));
}

/** Whether the message is one of the chat's (removed ones too: they were seen before they went). */
export async function messageInChat(db: Queryable, chatId: number, messageId: number): Promise<boolean> {
  const rows = await db.select({ id: chatMessages.id }).from(chatMessages).where(and(eq(chatMessages.id, messageId), eq(chatMessages.chatId, chatId)));
  return rows.length > 0;
}

/** Moves the reader's mark forward to `messageId` (never backwards, also when two tabs race). */
export async function markRead(db: Queryable, userId: number, chatId: number, messageId: number): Promise<void> {
  await db
    .insert(chatReads)
    .values({ userId, chatId, lastReadMessageId: messageId })
    .onConflictDoUpdate({
      target: [chatReads.userId, chatReads.chatId],
      set: { lastReadMessageId: sql`greatest(${chatReads.lastReadMessageId}, excluded.last_read_message_id)`, updatedAt: sql`now()` },
    });
}
