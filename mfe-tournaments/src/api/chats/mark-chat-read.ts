import { useMutation } from '@tanstack/react-query';
import { post } from '@portal/shared/api-client';
import { API_PATHS, type ChatRead } from '@portal/shared/contracts';
import type { RequestBodies } from '@portal/shared/schemas';

/** POST /v1/client/chats/{chatId}/read: the reader's mark moves forward to a message (kept on the server). */
export const markChatRead = ({ chatId, messageId }: { chatId: number; messageId: number }) => post<ChatRead>(API_PATHS.chatRead(chatId), { message_id: messageId } satisfies RequestBodies['chatRead']);

export function useMarkChatRead() {
  return useMutation({ mutationFn: markChatRead });
}
