import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { describeApiFailure, isApiError, translateErrorCode } from '@portal/shared/api-client';
import { STREAMER_REPLY_HOURS } from '@portal/shared/constants';
import { mapStreamerServerErrors, streamerApplicationSchema, validateInput } from '@portal/shared/schemas';
import { useSession } from '@portal/shared/platform';
import { Button, FieldError, Modal, mutedText, Stack, TextField, useModalState } from '@portal/shared/ui';
import { useApplyAsStreamer, useMyStreamerApplication } from '../api/streamer-application';
import { GoLive } from './GoLive';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  ${mutedText()}
`;

type Fields = 'channel' | 'telegram' | 'followers_count';
const EMPTY: Record<Fields, string> = { channel: '', telegram: '', followers_count: '' };

function ApplicationForm({ userId, onSent }: { userId: number; onSent: () => void }) {
  const { t } = useTranslation('content');
  const apply = useApplyAsStreamer(userId);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Fields | 'form', string>>>({});
  const field = (name: Fields) => ({ value: values[name], onChange: (event: { target: { value: string } }) => setValues((now) => ({ ...now, [name]: event.target.value })), error: errors[name] });
  const show = (codes: Record<string, readonly string[]>) => setErrors(Object.fromEntries(Object.entries(codes).map(([name, list]) => [name, translateErrorCode(list[0] ?? 'streamer.unknown_error')])));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateInput(streamerApplicationSchema, values);
    if (!checked.success) return show(checked.errors);
    setErrors({});
    apply.mutate(values, {
      onSuccess: onSent,
      onError: (failure) => {
        if (isApiError(failure) && Object.keys(failure.errors).length > 0) show(mapStreamerServerErrors(failure.errors));
        else setErrors({ form: describeApiFailure(failure) });
      },
    });
  };
  return (
    <Stack as="form" onSubmit={submit} noValidate data-testid="streamer-form">
      <TextField label={t('watch.become.channel')} {...field('channel')} />
      <TextField label={t('watch.become.telegram')} placeholder="t.me/handle" {...field('telegram')} />
      <TextField label={t('watch.become.followers')} inputMode="numeric" {...field('followers_count')} />
      {errors.form ? <FieldError role="alert">{errors.form}</FieldError> : null}
      <div>
        <Button type="submit" disabled={apply.isPending}>
          {t('watch.become.send')}
        </Button>
      </div>
    </Stack>
  );
}

/**
 * The become-streamer modal (docs/spec.md sections 2 and 5) and, once sent, the pending one: staff reply within
 * 48 hours. A player with an application sees its state instead of the button; an approved streamer goes
 * live and ends the stream from here.
 */
export function BecomeStreamer() {
  const { t } = useTranslation('content');
  const { user } = useSession();
  const mine = useMyStreamerApplication(user?.id ?? null);
  const form = useModalState();
  const pending = useModalState();
  if (!user || mine.isPending) return null;
  const application = mine.data ?? null;
  return (
    <Row data-testid="become-streamer">
      {application ? <span data-testid="streamer-status">{t(`watch.become.status.${application.status}`, { hours: STREAMER_REPLY_HOURS })}</span> : null}
      {application?.status === 'approved' ? <GoLive userId={user.id} /> : null}
      {application ? null : (
        <Button $variant="secondary" type="button" onClick={form.show}>
          {t('watch.become.open')}
        </Button>
      )}
      <Modal open={form.shown} onClose={form.hide} title={t('watch.become.title')} data-testid="streamer-modal">
        <ApplicationForm
          userId={user.id}
          onSent={() => {
            form.hide();
            pending.show();
          }}
        />
      </Modal>
      <Modal
        open={pending.shown}
        onClose={pending.hide}
        title={t('watch.become.pendingTitle')}
        data-testid="streamer-pending-modal"
        footer={
          <Button type="button" onClick={pending.hide}>
            {t('watch.become.ok')}
          </Button>
        }
      >
        <p>{t('watch.become.pendingText', { hours: STREAMER_REPLY_HOURS })}</p>
      </Modal>
    </Row>
  );
}
