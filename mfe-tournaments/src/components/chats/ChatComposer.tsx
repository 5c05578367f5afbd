import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as v from 'valibot';
import { isApiError, serverMessageOf, translateErrorCode } from '@portal/shared/api-client';
import { CHAT_MAX_IMAGES, CHAT_MESSAGE_MAX_LENGTH } from '@portal/shared/constants';
import { chatMessageSchema } from '@portal/shared/schemas';
import { Button, MutedText, Stack, VisuallyHidden } from '@portal/shared/ui';
import { usePostChatMessage } from '../../api/chats/post-chat-message';

const Text = styled.textarea`
  width: 100%;
  min-height: 64px;
  resize: vertical;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  box-sizing: border-box;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Attach = styled.label`
  cursor: pointer;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const describe = (file: File) => ({ size: file.size, name: file.name, type: file.type });

/** Why the server refused a message: its first field code, else its message. */
function failureOf(error: unknown): string | null {
  if (isApiError(error)) {
    const errors = (error.body as { errors?: Record<string, string[]> } | null)?.errors;
    const first = errors ? Object.values(errors).flat()[0] : undefined;
    if (first) return translateErrorCode(first);
  }
  return serverMessageOf(error);
}

/** Text and up to four pictures, checked with the server's own schema before sending. */
export function ChatComposer({ chatId, disabled }: { chatId: number; disabled: boolean }) {
  const { t } = useTranslation('tournaments');
  const [text, setText] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { text: useId(), files: useId() };
  const send = usePostChatMessage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = v.safeParse(chatMessageSchema, { text, images: images.map(describe) });
    if (!checked.success) {
      setFailure(translateErrorCode(checked.issues[0]?.message ?? ''));
      return;
    }
    setFailure(null);
    send.mutate(
      { chatId, text: checked.output.text, images },
      {
        onSuccess: () => {
          setText('');
          setImages([]);
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) => setFailure(failureOf(error) ?? t('chats.sendFailed')),
      },
    );
  };

  return (
    <Stack as="form" $gap={2} onSubmit={submit} aria-label={t('chats.composer')}>
      <VisuallyHidden as="label" htmlFor={ids.text}>
        {t('chats.message')}
      </VisuallyHidden>
      <Text
        id={ids.text}
        value={text}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        placeholder={disabled ? t('chats.banned') : t('chats.placeholder')}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) submit(event);
        }}
      />
      <Row>
        <Attach htmlFor={ids.files}>{t('chats.attach', { max: CHAT_MAX_IMAGES })}</Attach>
        <HiddenInput
          ref={fileInput}
          id={ids.files}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          multiple
          disabled={disabled}
          onChange={(event) => setImages(Array.from(event.target.files ?? []))}
        />
        {images.length > 0 ? <MutedText as="span" $size="xs">{t('chats.picturesChosen', { count: images.length })}</MutedText> : null}
        <Button type="submit" disabled={disabled || send.isPending} style={{ marginLeft: 'auto' }}>
          {t('chats.send')}
        </Button>
      </Row>
      {failure ? <Failure role="alert">{failure}</Failure> : null}
    </Stack>
  );
}
