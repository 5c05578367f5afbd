import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { describeApiFailure } from '@portal/shared/api-client';
import type { Streamer } from '@portal/shared/contracts';
import { formatLocalizedDate } from '@portal/shared/domain';
import { useLocale } from '@portal/shared/platform';
import { telegramProfileUrl } from '@portal/shared/schemas';
import { Button, ConfirmModal, FieldError, Modal, MutedText, SectionHeader, TextField, toast } from '@portal/shared/ui';
import { usePendingStreamers, useReviewStreamer } from '../api/streamer-review';

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

/**
 * Staff's queue on /watch: each pending streamer application with the applicant's Telegram contact, approve
 * (asked first) or reject with a reason; each answer is said in a toast.
 */
export function StreamerReview() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const pending = usePendingStreamers(true);
  const review = useReviewStreamer();
  const [approving, setApproving] = useState<Streamer | null>(null);
  const [rejecting, setRejecting] = useState<Streamer | null>(null);
  const [note, setNote] = useState('');
  if (!pending.data) return null;
  const reject = (application: Streamer, reason: string | null) =>
    review.mutate(
      { id: application.id, approve: false, note: reason },
      {
        onSuccess: () => {
          setRejecting(null);
          toast.success(t('watch.review.rejected', { username: application.user.username }));
        },
      },
    );
  const contact = (telegram: string) => {
    const url = telegramProfileUrl(telegram);
    return url ? (
      <a href={url} target="_blank" rel="noopener noreferrer" data-testid="streamer-contact">
        {t('watch.review.contact', { telegram })}
      </a>
    ) : (
      <MutedText as="span" data-testid="streamer-contact">
        {t('watch.review.contact', { telegram })}
      </MutedText>
    );
  };
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
            {contact(application.telegram)}
            <MutedText as="span">{t('watch.review.followers', { count: application.followers_count })}</MutedText>
            <MutedText as="span">{t('watch.review.sent', { date: formatLocalizedDate(application.created_at, null, locale) })}</MutedText>
            <Button type="button" disabled={review.isPending} onClick={() => setApproving(application)}>
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
      <ConfirmModal
        open={approving !== null}
        title={t('watch.review.approveTitle', { username: approving?.user.username ?? '' })}
        confirmLabel={t('watch.review.approve')}
        errorMessage={(failure) => describeApiFailure(failure)}
        onClose={() => setApproving(null)}
        onConfirm={async () => {
          const username = approving?.user.username ?? '';
          await review.mutateAsync({ id: approving?.id ?? 0, approve: true, note: null });
          toast.success(t('watch.review.approved', { username }));
        }}
        data-testid="streamer-approve-modal"
      >
        {t('watch.review.approveText', { username: approving?.user.username ?? '' })}
      </ConfirmModal>
      {review.error && !rejecting && !approving ? <FieldError role="alert">{describeApiFailure(review.error)}</FieldError> : null}
      <Modal
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t('watch.review.rejectTitle', { username: rejecting?.user.username ?? '' })}
        data-testid="streamer-reject-modal"
        footer={
          <Button type="button" disabled={review.isPending} onClick={() => rejecting && reject(rejecting, note.trim() || null)}>
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
