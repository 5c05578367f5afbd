import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Chat, ChatMessage } from '@portal/shared/contracts';
import { mutedText, useToast } from '@portal/shared/ui';
import { serverMessageOf } from '@portal/shared/api-client';
import { chatKeys } from '../../api/chats/chat-keys';
import { useChatMessages } from '../../api/chats/chat-messages';
import { useDeleteChatMessage } from '../../api/chats/delete-chat-message';
import { ChatComposer } from './ChatComposer';
import { ChatMessageItem } from './ChatMessageItem';

const Messages = styled.ol`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space(2)};
  height: 300px;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Quiet = styled.li`
  margin: auto;
  ${mutedText('sm')}
`;

const NO_MESSAGES: readonly ChatMessage[] = [];

/** One chat: its newest messages (newest at the bottom) and the composer. */
export function ChatPanel({ chat, readerId, onSeen }: { chat: Chat; readerId: number; onSeen: (messages: readonly ChatMessage[]) => void }) {
  const { t } = useTranslation('tournaments');
  const toast = useToast();
  const client = useQueryClient();
  const history = useChatMessages(chat.id);
  const remove = useDeleteChatMessage();
  const messages = history.data?.data ?? NO_MESSAGES;
  const seenRef = useRef(onSeen);
  seenRef.current = onSeen;

  useEffect(() => {
    if (messages.length > 0) seenRef.current(messages);
  }, [messages]);

  const removeMessage = (id: number) =>
    remove.mutate(
      { chatId: chat.id, id },
      {
        onSuccess: () => void client.invalidateQueries({ queryKey: chatKeys.messages(chat.id) }),
        onError: (error) => toast.error(serverMessageOf(error) ?? t('chats.removeFailed')),
      },
    );

  return (
    <>
      <Messages aria-label={t('chats.messages', { name: chat.name })} aria-live="polite" aria-busy={history.isPending}>
        {history.isPending ? <Quiet>{t('chats.loading')}</Quiet> : null}
        {history.isError ? <Quiet>{t('chats.loadFailed')}</Quiet> : null}
        {history.isSuccess && messages.length === 0 ? <Quiet>{t('chats.empty')}</Quiet> : null}
        {messages.map((message) => (
          <ChatMessageItem key={message.id} message={message} own={message.user.id === readerId} onRemove={chat.can_moderate ? () => removeMessage(message.id) : undefined} />
        ))}
      </Messages>
      <ChatComposer chatId={chat.id} disabled={!chat.can_write} />
    </>
  );
}
