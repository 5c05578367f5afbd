import type { FastifyInstance } from 'fastify';
import { CHAT_MESSAGE_DELETED_EVENT, CHAT_MESSAGE_EVENT, CHAT_MESSAGES, CHAT_MESSAGES_PER_PAGE } from '@portal/shared/constants';
import type { ApiPage, Chat, ChatMessage, ChatRead } from '@portal/shared/contracts';
import { canManageTournament, chatChannel, isChatMember, mayWriteInChat } from '@portal/shared/domain';
import { chatReadSchema, type ChatMessageOutput } from '@portal/shared/schemas';
import type { Queryable } from '../../db/client';
import type { ChatAttachment } from '../../db/schema';
import { forbidden, notFound, validationFailed } from '../../http/http-error';
import { parseWith } from '../../http/validate';
import type { UploadedFile } from '../../http/multipart-form';
import { pageMeta } from '../../http/page-meta';
import { ImageRejected } from '../../media/images';
import { rolesOf } from '../../services/users/roles';
import { storeImage } from '../../media/store';
import type { AuthUser } from '../../sessions/bearer';
import * as repo from './repository';
import { toChat, toMessage } from './serializer';

/**
 * Captains' chats: who reads and writes a chat (shared isChatMember: the captains of its teams
 * and the tournament's staff), its history, new messages with pictures, removal by staff. New and removed
 * messages are published on the chat's socket channel after the write commits.
 */
type Reader = { id: number; roles: readonly string[] };

const chatNotFound = () => notFound('errors.chat_not_found');

/** Teams in the chat: a stage chat holds every team of the stage, a group chat those of the group. */
function teamsIn(chat: repo.ChatRow, placements: readonly repo.PlacementRow[]): number[] {
  return placements.filter((p) => (chat.kind === 'group' ? p.group_id === chat.group_id : p.stage_id === chat.stage_id)).map((p) => p.team_id);
}

export async function isMemberOf(db: Queryable, chat: repo.ChatRow, reader: Reader): Promise<boolean> {
  const managesTournament = canManageTournament(reader, chat.owner_id);
  if (!chat.with_cap_chats) return false;
  if (managesTournament) return true;
  const [captainOf, placements] = await Promise.all([repo.captainOf(db, reader.id), repo.placementsOf(db, chat.tournament_id)]);
  return isChatMember({ withCapChats: chat.with_cap_chats, managesTournament, captainOf, teamsInChat: teamsIn(chat, placements) });
}

/** The chats of a tournament the reader is in; 403 when none (the tournament must exist: 404 otherwise). */
export async function listChats(db: Queryable, tournamentId: number, reader: AuthUser): Promise<Chat[]> {
  const rows = await repo.chatsOfTournament(db, tournamentId);
  const first = rows[0];
  if (!first || !first.with_cap_chats) throw forbidden();
  const managesTournament = canManageTournament(reader, first.owner_id);
  const [captainOf, placements] = managesTournament ? [[], []] : await Promise.all([repo.captainOf(db, reader.id), repo.placementsOf(db, tournamentId)]);
  const readable = rows.filter((row) => isChatMember({ withCapChats: row.with_cap_chats, managesTournament, captainOf, teamsInChat: teamsIn(row, placements) }));
  if (readable.length === 0) throw forbidden();
  const canWrite = mayWriteInChat(reader.bans);
  const reads = await repo.readStatesOf(db, reader.id, readable.map((row) => row.id));
  return readable.map((row) => toChat(row, { canWrite, canModerate: managesTournament, read: reads.get(row.id) }));
}

/** A chat the reader is in: 404 for an unknown chat, 403 for one they are not in. */
async function memberChat(db: Queryable, chatId: number, reader: Reader): Promise<repo.ChatRow> {
  const chat = await repo.chatById(db, chatId);
  if (!chat) throw chatNotFound();
  if (!(await isMemberOf(db, chat, reader))) throw forbidden();
  return chat;
}

export async function listMessages(db: Queryable, chatId: number, reader: AuthUser, page: number): Promise<ApiPage<ChatMessage>> {
  await memberChat(db, chatId, reader);
  const { rows, total } = await repo.messagesOf(db, chatId, { limit: CHAT_MESSAGES_PER_PAGE, offset: (page - 1) * CHAT_MESSAGES_PER_PAGE });
  return { data: rows.map(toMessage), meta: pageMeta(page, CHAT_MESSAGES_PER_PAGE, total, rows.length) };
}

/**
 * The reader marks a chat read up to one of its messages (members only). The mark never goes backwards;
 * answers the mark and what is still unread after it.
 */
export async function markChatRead(db: Queryable, chatId: number, reader: AuthUser, body: unknown): Promise<ChatRead> {
  await memberChat(db, chatId, reader);
  const { message_id: messageId } = parseWith(chatReadSchema, body);
  if (!(await repo.messageInChat(db, chatId, messageId))) throw notFound('errors.chat_message_not_found');
  await repo.markRead(db, reader.id, chatId, messageId);
  const state = (await repo.readStatesOf(db, reader.id, [chatId])).get(chatId);
  return { chat_id: chatId, last_read_message_id: state?.last_read_message_id ?? messageId, unread: state?.unread ?? 0 };
}

/** Authorization of a write, before the body is read (a stranger gets 403, not 422). */
export async function authorizeWrite(db: Queryable, chatId: number, writer: AuthUser): Promise<void> {
  await memberChat(db, chatId, writer);
  if (!mayWriteInChat(writer.bans)) throw forbidden('errors.chats_banned');
}

const safeName = (name: string) => (name.replace(/[^\p{L}\p{N}._ -]+/gu, '').slice(0, 100) || 'image');

export async function postMessage(app: FastifyInstance, chatId: number, writer: AuthUser, input: ChatMessageOutput, files: readonly UploadedFile[]): Promise<ChatMessage> {
  const message = await app.db.transaction(async (tx) => {
    const chat = await memberChat(tx, chatId, writer);
    const attachments: ChatAttachment[] = [];
    for (const [index, file] of files.entries()) {
      try {
        const stored = await storeImage(tx, file.content, { ownerId: writer.id, purpose: 'chat_image' });
        attachments.push({ url: stored.webp, small_url: stored.small_webp, name: safeName(file.filename), mime_type: 'image/webp', size: file.content.length });
      } catch (error) {
        if (!(error instanceof ImageRejected)) throw error;
        throw validationFailed({ [`images.${index}`]: [CHAT_MESSAGES.image_type] });
      }
    }
    const id = await repo.insertMessage(tx, { chatId, userId: writer.id, content: input.text, attachments });
    const row = await repo.messageById(tx, id);
    if (!row) throw new Error('chat message not read back');
    return { chat, message: toMessage(row) };
  });
  await publish(app, message.chat, CHAT_MESSAGE_EVENT, message.message);
  return message.message;
}

/** Staff of the tournament remove a message; everyone in the chat sees it go. */
export async function deleteMessage(app: FastifyInstance, chatId: number, id: number, user: AuthUser): Promise<{ deleted: true }> {
  const chat = await memberChat(app.db, chatId, user);
  if (!canManageTournament(user, chat.owner_id)) throw forbidden();
  if (!(await repo.softDeleteMessage(app.db, chatId, id))) throw notFound('errors.chat_message_not_found');
  await publish(app, chat, CHAT_MESSAGE_DELETED_EVENT, { id, chat_id: chatId });
  return { deleted: true };
}

/** A failed publish only logs: the chat reloads its history when its socket reconnects. */
async function publish(app: FastifyInstance, chat: repo.ChatRow, event: string, payload: unknown): Promise<void> {
  const channel = chatChannel(chat.kind, chat.kind === 'group' ? (chat.group_id ?? 0) : chat.stage_id);
  await app.realtime.publish(channel, event, payload).catch((error: unknown) => app.log.warn({ err: error, channel }, 'chat publish failed'));
}

/** The socket policy of `stage.<id>` and `group.<id>`: members of that chat only. */
export async function maySubscribe(db: Queryable, kind: 'stage' | 'group', targetId: number, userId: number): Promise<boolean> {
  const chat = await repo.chatOfTarget(db, kind, targetId);
  return chat !== null && (await isMemberOf(db, chat, { id: userId, roles: await rolesOf(db, userId) }));
}
