import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf, useMyEntries } from '@portal/shared/api-client';
import type { EntryDecision } from '@portal/shared/constants';
import type { TournamentEntry } from '@portal/shared/contracts';
import { Button, ButtonLink, ClipboardIcon, ConfirmModal, PageColumn, PageTitle, QueryErrorState, SignInGuard, Skeleton } from '@portal/shared/ui';
import { useAnswerEntry } from '../../api/applications/answer-entry';
import { isEntryHistory } from '../../components/applications/entry-actions';
import { EntryCard } from '../../components/applications/EntryCard';
import { EntryHistory } from '../../components/applications/EntryHistory';
import { EmptyList } from '../../components/EmptyList';
import { useTournamentPaths } from '../../lib/tournament-paths';
import { WarningIcon } from '../../components/icons';

function Entries() {
  const { t } = useTranslation('tournaments');
  const { t: te } = useTranslation('errors');
  const paths = useTournamentPaths();
  const query = useMyEntries(true);
  const answer = useAnswerEntry();
  const [pending, setPending] = useState<{ entry: TournamentEntry; decision: EntryDecision } | null>(null);
  if (query.isPending) return <Skeleton lines={4} />;
  if (query.isError) return <QueryErrorState framed icon={<WarningIcon />} title={t('entries.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  const named = query.data.filter((entry) => entry.my_status !== null);
  const entries = named.filter((entry) => !isEntryHistory(entry));
  const history = named.filter(isEntryHistory);
  if (entries.length === 0) {
    return (
      <>
        <EmptyList
          label={t('entries.title')}
          icon={<ClipboardIcon />}
          title={t('entries.emptyTitle')}
          text={t('entries.emptyText')}
          action={
            <ButtonLink to={paths.list()} $variant="secondary">
              {t('entries.toTournaments')}
            </ButtonLink>
          }
        />
        <EntryHistory entries={history} />
      </>
    );
  }
  return (
    <>
      {entries.map((entry) => (
        <EntryCard
          key={entry.id}
          entry={entry}
          actions={
            <>
              {entry.my_status !== 'approved' ? <Button onClick={() => setPending({ entry, decision: 'approve' })}>{t('entries.approve')}</Button> : null}
              {entry.my_status !== 'declined' ? (
                <Button $variant="ghost" onClick={() => setPending({ entry, decision: 'decline' })}>
                  {t('entries.decline')}
                </Button>
              ) : null}
            </>
          }
        />
      ))}
      <EntryHistory entries={history} />
      <ConfirmModal
        open={pending !== null}
        title={t(pending?.decision === 'decline' ? 'entries.declineTitle' : 'entries.approveTitle')}
        confirmLabel={t(pending?.decision === 'decline' ? 'entries.decline' : 'entries.approve')}
        cancelLabel={t('apply.cancel')}
        errorMessage={(failure) => serverMessageOf(failure) ?? te('team_page.something_error')}
        errorLabel={t('apply.errorLabel')}
        danger={pending?.decision === 'decline'}
        data-testid="entry-decision-modal"
        onClose={() => setPending(null)}
        onConfirm={() => answer.mutateAsync({ entryId: pending?.entry.id ?? 0, decision: pending?.decision ?? 'approve' })}
      >
        <p>{t(pending?.decision === 'decline' ? 'entries.declineText' : 'entries.approveText', { team: pending?.entry.team.name ?? '', tournament: pending?.entry.tournament.name ?? '' })}</p>
      </ConfirmModal>
    </>
  );
}

/** /entries: applications that name the user as a player, to confirm or decline. Guests are asked to sign in. */
export default function EntriesPage() {
  const { t } = useTranslation('tournaments');
  return (
    <SignInGuard
      title={t('entries.guestTitle')}
      text={t('entries.guestText')}
      frame={(prompt) => (
        <PageColumn $gap={5}>
          <PageTitle>{t('entries.title')}</PageTitle>
          {prompt}
        </PageColumn>
      )}
    >
      <PageColumn $gap={5}>
        <PageTitle subtitle={t('entries.subtitle')}>{t('entries.title')}</PageTitle>
        <Entries />
      </PageColumn>
    </SignInGuard>
  );
}
