import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChatMessage } from '@portal/shared/contracts';
import { mutedText, ResponsiveImage } from '@portal/shared/ui';
import { MessageText } from './MessageText';

const Item = styled.li<{ $own: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  align-self: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  max-width: min(85%, 520px);
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $own }) => ($own ? theme.colors.surfaceRaised : theme.colors.background)};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Meta = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: baseline;
  ${mutedText('xs')}
`;

const Author = styled.strong`
  color: ${({ theme }) => theme.colors.text};
`;

const Pictures = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  img {
    display: block;
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Remove = styled.button`
  margin-left: auto;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  font: inherit;
  cursor: pointer;
`;

export function ChatMessageItem({ message, own, onRemove }: { message: ChatMessage; own: boolean; onRemove?: () => void }) {
  const { t, i18n } = useTranslation('tournaments');
  const time = new Date(message.created_at).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });
  return (
    <Item $own={own} data-testid="chat-message">
      <Meta>
        <Author>{message.user.username}</Author>
        <time dateTime={message.created_at}>{time}</time>
        {onRemove ? (
          <Remove type="button" onClick={onRemove}>
            {t('chats.remove')}
          </Remove>
        ) : null}
      </Meta>
      {message.content ? (
        <span>
          <MessageText text={message.content} />
        </span>
      ) : null}
      {message.attachments.length > 0 ? (
        <Pictures>
          {message.attachments.map((picture) => (
            <a key={picture.url} href={picture.url} target="_blank" rel="noopener noreferrer">
              <ResponsiveImage src={picture.small_url ?? picture.url} alt={t('chats.picture', { name: picture.name })} width={96} height={96} />
            </a>
          ))}
        </Pictures>
      ) : null}
    </Item>
  );
}
