import type { Chat, ChatMessage } from '@portal/shared/contracts';
import { chatChannel } from '@portal/shared/domain';
import type { ChatRow, MessageRow, ReadState } from './repository';

export function toChat(row: ChatRow, { canWrite, canModerate, read }: { canWrite: boolean; canModerate: boolean; read: ReadState | undefined }): Chat {
  const targetId = row.kind === 'group' ? (row.group_id ?? 0) : row.stage_id;
  return {
    id: row.id,
    kind: row.kind,
    tournament_id: row.tournament_id,
    stage_id: row.stage_id,
    group_id: row.group_id,
    name: row.kind === 'group' ? (row.group_name ?? '') : row.stage_name,
    stage_name: row.stage_name,
    channel: chatChannel(row.kind, targetId),
    last_message_id: row.last_message_id,
    last_read_message_id: read?.last_read_message_id ?? null,
    unread: read?.unread ?? 0,
    can_write: canWrite,
    can_moderate: canModerate,
  };
}

export function toMessage(row: MessageRow): ChatMessage {
  const { user } = row;
  const hasAvatar = user.avatar_original_url !== null || user.avatar_webp_url !== null || user.avatar_small_webp_url !== null;
  return {
    id: row.id,
    chat_id: row.chat_id,
    content: row.content,
    attachments: row.attachments.map((a) => ({ url: a.url, small_url: a.small_url ?? null, mime_type: a.mime_type, size: a.size, name: a.name })),
    created_at: row.created_at,
    user: {
      id: user.id,
      username: user.username,
      slug: user.slug,
      avatar: hasAvatar ? { original_url: user.avatar_original_url, webp: user.avatar_webp_url, small_webp: user.avatar_small_webp_url } : null,
    },
  };
}
