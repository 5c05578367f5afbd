import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { describeApiFailure } from '@portal/shared/api-client';
import type { Streamer } from '@portal/shared/contracts';
import { formatLocalizedDate } from '@portal/shared/domain';
import { useLocale } from '@portal/shared/platform';
import { Button, FieldError, Modal, MutedText, SectionHeader, TextField } from '@portal/shared/ui';
import { usePendingStreamers, useReviewStreamer } from '../../api/streamer-review';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  a {
    color: ${({ theme }) => theme.colors.primary};
    overflow-wrap: anywhere;
  }
`;

/** Staff's queue on /watch: each pending streamer application with approve, or reject with a reason. */
export function StreamerReview() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const pending = usePendingStreamers(true);
  const review = useReviewStreamer();
  const [rejecting, setRejecting] = useState<Streamer | null>(null);
  const [note, setNote] = useState('');
  if (!pending.data) return null;
  const answer = (id: number, approve: boolean, reason: string | null) =>
    review.mutate({ id, approve, note: reason }, { onSuccess: () => setRejecting(null) });
  return (
    <section data-testid="streamer-review">
      <SectionHeader>{t('watch.review.title')}</SectionHeader>
      {pending.data.data.length === 0 ? <MutedText as="span">{t('watch.review.empty')}</MutedText> : null}
      <List>
        {pending.data.data.map((application) => (
          <Item key={application.id} data-testid="streamer-application">
            <strong>{application.user.username}</strong>
            <a href={application.channel} target="_blank" rel="noopener noreferrer">
              {application.channel}
            </a>
            <MutedText as="span">{t('watch.review.followers', { count: application.followers_count })}</MutedText>
            <MutedText as="span">{t('watch.review.sent', { date: formatLocalizedDate(application.created_at, null, locale) })}</MutedText>
            <Button type="button" disabled={review.isPending} onClick={() => answer(application.id, true, null)}>
              {t('watch.review.approve')}
            </Button>
            <Button
              $variant="secondary"
              type="button"
              onClick={() => {
                setNote('');
                setRejecting(application);
              }}
            >
              {t('watch.review.reject')}
            </Button>
          </Item>
        ))}
      </List>
      {review.error && !rejecting ? <FieldError role="alert">{describeApiFailure(review.error)}</FieldError> : null}
      <Modal
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t('watch.review.rejectTitle', { username: rejecting?.user.username ?? '' })}
        data-testid="streamer-reject-modal"
        footer={
          <Button type="button" disabled={review.isPending} onClick={() => rejecting && answer(rejecting.id, false, note.trim() || null)}>
            {t('watch.review.reject')}
          </Button>
        }
      >
        <TextField label={t('watch.review.note')} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
        {review.error ? <FieldError role="alert">{describeApiFailure(review.error)}</FieldError> : null}
      </Modal>
    </section>
  );
}
