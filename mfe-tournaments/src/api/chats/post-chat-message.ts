import { useMutation } from '@tanstack/react-query';
import { post } from '@portal/shared/api-client';
import { API_PATHS, type ChatMessage } from '@portal/shared/contracts';

/** POST /v1/client/chats/{chatId}/messages (multipart: text, images[]); the message also arrives live. */
export function postChatMessage({ chatId, text, images }: { chatId: number; text: string; images: readonly File[] }) {
  const form = new FormData();
  form.append('text', text);
  for (const image of images) form.append('images[]', image, image.name);
  return post<ChatMessage>(API_PATHS.chatMessages(chatId), form);
}

export function usePostChatMessage() {
  return useMutation({ mutationFn: postChatMessage });
}
