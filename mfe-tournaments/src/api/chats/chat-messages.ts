import { apiPageQueryOptions, useQuery } from '@portal/shared/api-client';
import { API_PATHS, type ChatMessage } from '@portal/shared/contracts';
import { chatKeys } from './chat-keys';

/** GET /v1/client/chats/{chatId}/messages: the newest page of a chat's history (newest first). */
export const chatMessagesQueryOptions = (chatId: number) => apiPageQueryOptions<ChatMessage>(chatKeys.messages(chatId), API_PATHS.chatMessages(chatId));

export function useChatMessages(chatId: number | null) {
  return useQuery({ ...chatMessagesQueryOptions(chatId ?? 0), enabled: chatId !== null });
}
