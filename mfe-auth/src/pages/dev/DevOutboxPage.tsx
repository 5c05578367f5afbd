import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { isApiError } from '@portal/shared/api-client';
import { Button, Card, EmptyState, MutedText, Spinner, TextField } from '@portal/shared/ui';
import { useOutbox } from '../../features/auth/api/dev-outbox';
import { AuthStep } from '../../features/auth/components/AuthStep';
import { Stack } from '../../features/auth/components/step-layout';
import { readFlow } from '../../features/auth/lib/auth-flow';

const Messages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Code = styled.strong`
  font-size: 28px;
  letter-spacing: 0.2em;
  font-variant-numeric: tabular-nums;
`;

const Body = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/**
 * /dev/outbox (development only): the messages the outbox driver kept for a phone or an e-mail, newest
 * first, refreshed every few seconds. In production the API has no outbox and the page says so.
 */
export default function DevOutboxPage() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const initial = params.get('phone') ?? params.get('email') ?? readFlow().phone ?? readFlow().email ?? '';
  const [draft, setDraft] = useState(initial);
  const recipient = (params.get('phone') ?? params.get('email') ?? initial).replace(/\s+/g, '') || null;
  const outbox = useOutbox(recipient);
  const show = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const value = draft.replace(/\s+/g, '');
    setParams(value.includes('@') ? { email: value } : { phone: value });
  };

  let content;
  if (!recipient) content = null;
  else if (outbox.isPending) content = <Spinner />;
  else if (outbox.isError) content = <EmptyState title={isApiError(outbox.error) && outbox.error.status === 404 ? t('outbox.unavailable') : t('outbox.failed')} />;
  else if (outbox.data.length === 0) content = <EmptyState title={t('outbox.empty')} />;
  else {
    content = (
      <Messages data-testid="outbox-messages">
        {outbox.data.map((message) => (
          <li key={message.id}>
            <Card>
              <MutedText $size="xs">
                {t(`outbox.channels.${message.channel}`)} · {message.to} · {new Date(message.created_at).toLocaleTimeString()}
              </MutedText>
              {message.code ? <Code data-testid="outbox-code">{message.code}</Code> : null}
              <Body>{message.text}</Body>
            </Card>
          </li>
        ))}
      </Messages>
    );
  }
  return (
    <AuthStep title={t('outbox.title')} subtitle={t('outbox.subtitle')}>
      <Stack onSubmit={show} noValidate>
        <TextField label={t('outbox.recipient')} value={draft} onChange={(event) => setDraft(event.target.value)} autoComplete="off" />
        <Button type="submit">{t('outbox.show')}</Button>
      </Stack>
      {content}
    </AuthStep>
  );
}
