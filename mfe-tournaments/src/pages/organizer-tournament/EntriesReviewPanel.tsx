import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessageOf } from '@portal/shared/api-client';
import { REJECT_DESCRIPTION_MAX_LENGTH } from '@portal/shared/constants';
import type { OrganizerTournament, ReviewEntry } from '@portal/shared/contracts';
import { ineligibilityHintKey } from '@portal/shared/domain';
import { Badge, Button, Card, ConfirmModal, QueryErrorState, Skeleton, Stack, StatusBadge } from '@portal/shared/ui';
import { useDecideEntry, useReviewEntries } from '../../api/applications/review-entries';
import { MemberStatusBadge } from '../../components/applications/MemberStatusBadge';
import { TextAreaField } from '../../components/organizer/TextAreaField';
import { WarningIcon } from '../../components/icons';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Players = styled.ul`
  margin: ${({ theme }) => theme.space(2)} 0;
  padding-left: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Warn = styled.span`
  color: ${({ theme }) => theme.colors.warning};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

function EntryReview({ entry, onDecline }: { entry: ReviewEntry; onDecline: (entry: ReviewEntry) => void }) {
  const { t } = useTranslation('tournaments');
  const { t: tv } = useTranslation('validation');
  const decide = useDecideEntry();
  const [error, setError] = useState<string | null>(null);
  const accept = async () => {
    setError(null);
    try {
      await decide.mutateAsync({ kind: 'accept', entryId: entry.id });
    } catch (failure) {
      setError(serverMessageOf(failure) ?? t('apply.somethingWrong'));
    }
  };
  return (
    <Card data-testid="review-entry" aria-label={entry.team.name}>
      <Head>
        <strong>{entry.team.name}</strong>
        <StatusBadge status={entry.status.code} />
        {entry.group ? <span>{entry.group.name}</span> : entry.stage ? <span>{entry.stage.name}</span> : null}
      </Head>
      <Players aria-label={t('entryCard.players')}>
        {entry.members.map((member) => (
          <li key={member.id}>
            {member.username} <MemberStatusBadge status={member.status} />{' '}
            {member.ineligibility.length > 0 ? <Warn>{member.ineligibility.map((reason) => tv(ineligibilityHintKey(reason))).join(' ')}</Warn> : null}
          </li>
        ))}
      </Players>
      {entry.reject_description ? <p>{t('apply.rejectedBecause', { reason: entry.reject_description })}</p> : null}
      <Actions>
        {entry.status.code === 'await' ? (
          <Button onClick={() => void accept()} disabled={decide.isPending}>
            {t('review.accept')}
          </Button>
        ) : null}
        {entry.status.code !== 'rejected' ? (
          <Button $variant="ghost" onClick={() => onDecline(entry)}>
            {t('review.decline')}
          </Button>
        ) : null}
      </Actions>
      {error ? <Warn role="alert">{error}</Warn> : null}
    </Card>
  );
}

/** The organiser's review of a tournament's applications: filled slots, players and their eligibility, accept or decline with a reason. */
export function EntriesReviewPanel({ tournament }: { tournament: OrganizerTournament }) {
  const { t } = useTranslation('tournaments');
  const query = useReviewEntries(tournament.id);
  const decide = useDecideEntry();
  const [declining, setDeclining] = useState<ReviewEntry | null>(null);
  const [reason, setReason] = useState('');
  if (query.isPending) return <Skeleton lines={4} />;
  if (query.isError) return <QueryErrorState framed icon={<WarningIcon />} title={t('review.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  const { entries, accepted_count, slot_count } = query.data;
  return (
    <Stack data-testid="entries-review">
      <Head>
        <Badge variant={accepted_count >= slot_count ? 'rejected' : 'accepted'}>{t('review.slots', { accepted: accepted_count, slots: slot_count })}</Badge>
      </Head>
      {entries.length === 0 ? <p>{t('review.empty')}</p> : null}
      {entries.map((entry) => (
        <EntryReview key={entry.id} entry={entry} onDecline={setDeclining} />
      ))}
      <ConfirmModal
        open={declining !== null}
        title={t('review.declineTitle', { team: declining?.team.name ?? '' })}
        confirmLabel={t('review.decline')}
        cancelLabel={t('apply.cancel')}
        errorMessage={(failure) => serverMessageOf(failure) ?? t('apply.somethingWrong')}
        errorLabel={t('apply.errorLabel')}
        danger
        data-testid="decline-entry-modal"
        onClose={() => {
          setDeclining(null);
          setReason('');
        }}
        onConfirm={() => decide.mutateAsync({ kind: 'decline', entryId: declining?.id ?? 0, reason })}
      >
        <TextAreaField label={t('review.reason')} value={reason} maxLength={REJECT_DESCRIPTION_MAX_LENGTH} onChange={(event) => setReason(event.target.value)} />
      </ConfirmModal>
    </Stack>
  );
}
