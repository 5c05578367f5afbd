import { useMutation } from '@tanstack/react-query';
import { del } from '@portal/shared/api-client';
import { API_PATHS } from '@portal/shared/contracts';

/** DELETE /v1/client/chats/{chatId}/messages/{id}: the tournament staff remove a message (it goes live). */
export const deleteChatMessage = ({ chatId, id }: { chatId: number; id: number }) => del<{ deleted: true }>(API_PATHS.chatMessage(chatId, id));

export function useDeleteChatMessage() {
  return useMutation({ mutationFn: deleteChatMessage });
}
