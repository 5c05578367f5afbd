import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessageOf } from '@portal/shared/api-client';
import { REJECT_DESCRIPTION_MAX_LENGTH } from '@portal/shared/constants';
import type { OrganizerTournament, ReviewEntry } from '@portal/shared/contracts';
import { ineligibilityHintKey } from '@portal/shared/domain';
import { Badge, Button, Card, ConfirmModal, QueryErrorState, Skeleton, Stack, StatusBadge, toast } from '@portal/shared/ui';
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

/** The roster: one player a row (name, status chip, why not eligible), no bullets. */
const Players = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => theme.space(2)} 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(1)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

const Warn = styled.span`
  color: ${({ theme }) => theme.colors.warning};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

function EntryReview({ entry, onAccept, onDecline }: { entry: ReviewEntry; onAccept: (entry: ReviewEntry) => void; onDecline: (entry: ReviewEntry) => void }) {
  const { t } = useTranslation('tournaments');
  const { t: tv } = useTranslation('validation');
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
        {entry.status.code === 'await' ? <Button onClick={() => onAccept(entry)}>{t('review.accept')}</Button> : null}
        {entry.status.code !== 'rejected' ? (
          <Button $variant="ghost" onClick={() => onDecline(entry)}>
            {t('review.decline')}
          </Button>
        ) : null}
      </Actions>
    </Card>
  );
}

/** The organiser's review of a tournament's applications: filled slots, players and their eligibility, accept (asked first) or decline with a reason; each said in a toast. */
export function EntriesReviewPanel({ tournament }: { tournament: OrganizerTournament }) {
  const { t } = useTranslation('tournaments');
  const query = useReviewEntries(tournament.id);
  const decide = useDecideEntry();
  const [accepting, setAccepting] = useState<ReviewEntry | null>(null);
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
        <EntryReview key={entry.id} entry={entry} onAccept={setAccepting} onDecline={setDeclining} />
      ))}
      <ConfirmModal
        open={accepting !== null}
        title={t('review.acceptTitle', { team: accepting?.team.name ?? '' })}
        confirmLabel={t('review.accept')}
        cancelLabel={t('apply.cancel')}
        errorMessage={(failure) => serverMessageOf(failure) ?? t('apply.somethingWrong')}
        errorLabel={t('apply.errorLabel')}
        data-testid="accept-entry-modal"
        onClose={() => setAccepting(null)}
        onConfirm={async () => {
          const team = accepting?.team.name ?? '';
          await decide.mutateAsync({ kind: 'accept', entryId: accepting?.id ?? 0 });
          toast.success(t('review.accepted', { team }));
        }}
      >
        {t('review.acceptText', { accepted: accepted_count + 1, slots: slot_count })}
      </ConfirmModal>
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
        onConfirm={async () => {
          const team = declining?.team.name ?? '';
          await decide.mutateAsync({ kind: 'decline', entryId: declining?.id ?? 0, reason });
          toast.success(t('review.declined', { team }));
        }}
      >
        <TextAreaField label={t('review.reason')} value={reason} maxLength={REJECT_DESCRIPTION_MAX_LENGTH} onChange={(event) => setReason(event.target.value)} />
      </ConfirmModal>
    </Stack>
  );
}
