import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { serverMessageOf, useMyEntries } from '@portal/shared/api-client';
import type { TournamentEntry } from '@portal/shared/contracts';
import { awaitingMyAnswer, formatLocalizedDate } from '@portal/shared/domain';
import { useLocale } from '@portal/shared/platform';
import { Button, ButtonLink, ClipboardIcon, ConfirmModal, PageColumn, PageTitle, QueryErrorState, SignInGuard, Skeleton, surface } from '@portal/shared/ui';
import { useApproveGameTime } from '../../api/applications/approve-game-time';
import { useWithdrawEntry } from '../../api/applications/withdraw-entry';
import { canChooseNextStage, canStartEdit, isEntryHistory } from '../../components/applications/entry-actions';
import { EntryCard } from '../../components/applications/EntryCard';
import { EntryChangeModal } from '../../components/applications/EntryChangeModal';
import { EntryHistory } from '../../components/applications/EntryHistory';
import { EmptyList } from '../../components/EmptyList';
import { useTournamentPaths } from '../../lib/tournament-paths';
import { WarningIcon } from '../../components/icons';

type Pending = { kind: 'withdraw' | 'game-time' | 'edit' | 'next-stage'; entry: TournamentEntry } | null;

const Callout = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  ${surface({ padding: 4, raised: true })}
  border-color: ${({ theme }) => theme.colors.primary};
`;

/** The stage team whose group's game time the captain may still confirm. */
const unconfirmedStageTeam = (entry: TournamentEntry) => {
  const last = entry.stage_teams.at(-1);
  return last && last.group && last.is_approve_game_time !== true ? last : null;
};

function Applications() {
  const { t } = useTranslation('tournaments');
  const paths = useTournamentPaths();
  const locale = useLocale();
  const query = useMyEntries(true);
  const withdraw = useWithdrawEntry();
  const approve = useApproveGameTime();
  const [pending, setPending] = useState<Pending>(null);
  if (query.isPending) return <Skeleton lines={4} />;
  if (query.isError) return <QueryErrorState framed icon={<WarningIcon />} title={t('applications.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  const mine = query.data.filter((entry) => entry.can_manage);
  const entries = mine.filter((entry) => !isEntryHistory(entry));
  const history = mine.filter(isEntryHistory);
  const awaiting = awaitingMyAnswer(query.data).length;
  // Applications that name the player wait for their answer on /entries: said first, with the way there.
  const answerCallout =
    awaiting > 0 ? (
      <Callout data-testid="awaiting-answer">
        <span>{t('applications.awaitingAnswer', { count: awaiting })}</span>
        <ButtonLink to={paths.entries()}>{t('applications.toEntries')}</ButtonLink>
      </Callout>
    ) : null;
  if (entries.length === 0) {
    return (
      <>
        {answerCallout}
        <EmptyList
        label={t('applications.title')}
        icon={<ClipboardIcon />}
        title={t('applications.emptyTitle')}
        text={t('applications.emptyText')}
        action={<ButtonLink to={paths.list()}>{t('applications.findTournament')}</ButtonLink>}
        />
        <EntryHistory entries={history} />
      </>
    );
  }
  const target = pending?.entry;
  // The confirmation names the moment being confirmed, in the page's language and the group's time zone.
  const confirming = target ? unconfirmedStageTeam(target) : null;
  const confirmingGroup = confirming?.group ?? null;
  return (
    <>
      {answerCallout}
      {entries.map((entry) => (
        <EntryCard
          key={entry.id}
          entry={entry}
          actions={
            <>
              {canStartEdit(entry) ? (
                <Button $variant="secondary" onClick={() => setPending({ kind: 'edit', entry })}>
                  {t('change.open')}
                </Button>
              ) : null}
              {canChooseNextStage(entry) ? <Button onClick={() => setPending({ kind: 'next-stage', entry })}>{t('change.nextStageOpen')}</Button> : null}
              {unconfirmedStageTeam(entry) ? <Button onClick={() => setPending({ kind: 'game-time', entry })}>{t('applications.confirmGameTime')}</Button> : null}
              {entry.can_withdraw_entry ? (
                <Button $variant="ghost" onClick={() => setPending({ kind: 'withdraw', entry })}>
                  {t('apply.withdraw')}
                </Button>
              ) : null}
            </>
          }
        />
      ))}
      <EntryHistory entries={history} />
      {target && (pending?.kind === 'edit' || pending?.kind === 'next-stage') ? <EntryChangeModal open mode={pending.kind} entry={target} onClose={() => setPending(null)} /> : null}
      <ConfirmModal
        open={pending?.kind === 'withdraw'}
        title={t('apply.withdrawTitle')}
        confirmLabel={t('apply.withdrawConfirm')}
        cancelLabel={t('apply.cancel')}
        errorMessage={(failure) => serverMessageOf(failure) ?? t('apply.somethingWrong')}
        errorLabel={t('apply.errorLabel')}
        danger
        data-testid="withdraw-modal"
        onClose={() => setPending(null)}
        onConfirm={() => withdraw.mutateAsync(target?.id ?? 0)}
      >
        <p>{t('apply.withdrawText', { team: target?.team.name ?? '' })}</p>
      </ConfirmModal>
      <ConfirmModal
        open={pending?.kind === 'game-time'}
        title={t('applications.confirmGameTime')}
        confirmLabel={t('applications.confirm')}
        cancelLabel={t('apply.cancel')}
        errorMessage={(failure) => serverMessageOf(failure) ?? t('apply.somethingWrong')}
        errorLabel={t('apply.errorLabel')}
        data-testid="game-time-modal"
        onClose={() => setPending(null)}
        onConfirm={() => approve.mutateAsync(confirming?.id ?? 0)}
      >
        <p>
          {t('applications.confirmGameTimeText', {
            group: confirmingGroup?.name ?? '',
            dateTime: formatLocalizedDate(confirmingGroup?.game_time, confirmingGroup?.timezone, locale),
            timezone: confirmingGroup?.timezone ?? '',
          })}
        </p>
      </ConfirmModal>
    </>
  );
}

/**
 * /applications: the tournament applications of the user's teams (rejected ones under "History"), and,
 * first, how many applications that name the user wait for their answer on /entries. Guests are asked to
 * sign in.
 */
export default function ApplicationsPage() {
  const { t } = useTranslation('tournaments');
  return (
    <SignInGuard
      title={t('applications.guestTitle')}
      text={t('applications.guestText')}
      frame={(prompt) => (
        <PageColumn $gap={5}>
          <PageTitle>{t('applications.title')}</PageTitle>
          {prompt}
        </PageColumn>
      )}
    >
      <PageColumn $gap={5}>
        <PageTitle subtitle={t('applications.subtitle')}>{t('applications.title')}</PageTitle>
        <Applications />
      </PageColumn>
    </SignInGuard>
  );
}
