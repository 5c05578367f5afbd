import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessageOf } from '@portal/shared/api-client';
import type { TournamentDetail, TournamentUserTeam } from '@portal/shared/contracts';
import { acceptsApplications, canOfferWithdraw } from '@portal/shared/domain';
import { Button, ConfirmModal, MutedText, Skeleton, Surface } from '@portal/shared/ui';
import { useTournamentUserTeams } from '../../../api/applications/user-teams';
import { useWithdrawEntry } from '../../../api/applications/withdraw-entry';
import { canChooseNextStage, canStartEdit } from '../../../components/applications/entry-actions';
import type { EntryChangeMode } from '../../../components/applications/EntryChangeModal';
import { TeamReadinessNote } from '../../../components/applications/TeamReadinessNote';
import { TeamStatusBadge } from '../../../components/applications/TeamStatusBadge';
import { ApplicationModal, EntryChangeModal } from '../lazy-parts';

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.md};
`;

const TeamBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const TeamRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A team that may still apply: its captain sees whether it can field the squad. */
const mayApply = (team: TournamentUserTeam) => team.can_apply && (team.entry === null || team.status === 'rejected');

/** The tournament page's application block: the user's teams with their status badges, apply and withdraw. */
export function ApplicationSection({ tournament }: { tournament: TournamentDetail }) {
  const { t } = useTranslation('tournaments');
  const teams = useTournamentUserTeams(tournament.id, true);
  const withdraw = useWithdrawEntry();
  const [applying, setApplying] = useState(false);
  const [withdrawing, setWithdrawing] = useState<TournamentUserTeam | null>(null);
  const [changing, setChanging] = useState<{ mode: EntryChangeMode; team: TournamentUserTeam } | null>(null);
  const open = acceptsApplications({ tournamentStatus: tournament.status.code, endReqTime: tournament.end_req_time });
  if (teams.isPending) return <Skeleton lines={2} />;
  if (teams.isError) return null;
  const list = teams.data;
  const canApplyWithSome = list.some(mayApply);
  const format = tournament.currentFormat;
  return (
    <Surface as="section" $gap={3} aria-labelledby="apply-section-title" data-testid="application-section">
      <Title id="apply-section-title">{t('apply.sectionTitle')}</Title>
      <MutedText as="span" $size="sm" data-testid="squad-size">
        {t('apply.squad', { min: format.min, max: format.max })}
      </MutedText>
      {list.length === 0 ? <MutedText as="span" $size="sm">{t('apply.noTeams')}</MutedText> : null}
      {list.map((team) => (
        <TeamBlock key={team.id} data-testid="my-team">
          <TeamRow data-testid="my-team-status">
            <strong>{team.name}</strong>
            <TeamStatusBadge status={team.status} />
            {team.entry?.group ? <MutedText as="span" $size="sm">{team.entry.group.name}</MutedText> : null}
            {team.status === 'rejected' && team.entry?.reject_description ? <MutedText as="span" $size="sm">{t('apply.rejectedBecause', { reason: team.entry.reject_description })}</MutedText> : null}
            {team.entry && canStartEdit(team.entry) ? (
              <Button $variant="secondary" onClick={() => setChanging({ mode: 'edit', team })}>
                {t('change.open')}
              </Button>
            ) : null}
            {team.entry && canChooseNextStage(team.entry) ? <Button onClick={() => setChanging({ mode: 'next-stage', team })}>{t('change.nextStageOpen')}</Button> : null}
            {team.can_apply && team.entry && canOfferWithdraw({ canWithdrawEntry: team.can_withdraw_entry, endReqTime: tournament.end_req_time, teamStatus: team.status }) ? (
              <Button $variant="ghost" onClick={() => setWithdrawing(team)}>
                {t('apply.withdraw')}
              </Button>
            ) : null}
          </TeamRow>
          {open && mayApply(team) ? <TeamReadinessNote team={team} format={format} /> : null}
        </TeamBlock>
      ))}
      {open && canApplyWithSome ? <Button onClick={() => setApplying(true)}>{t('apply.open')}</Button> : null}
      {!open ? <MutedText as="span" $size="sm">{t('registration.closed')}</MutedText> : null}
      {/* The modals' code (forms and their rules) loads when one is first opened. */}
      <Suspense fallback={null}>
        {applying ? <ApplicationModal open onClose={() => setApplying(false)} tournament={tournament} teams={list} /> : null}
        {changing?.team.entry ? <EntryChangeModal open mode={changing.mode} entry={changing.team.entry} onClose={() => setChanging(null)} /> : null}
      </Suspense>
      <ConfirmModal
        open={withdrawing !== null}
        title={t('apply.withdrawTitle')}
        confirmLabel={t('apply.withdrawConfirm')}
        cancelLabel={t('apply.cancel')}
        errorMessage={(failure) => serverMessageOf(failure) ?? t('apply.somethingWrong')}
        errorLabel={t('apply.errorLabel')}
        danger
        data-testid="withdraw-modal"
        onClose={() => setWithdrawing(null)}
        onConfirm={() => withdraw.mutateAsync(withdrawing?.entry?.id ?? 0)}
      >
        <p>{t('apply.withdrawText', { team: withdrawing?.name ?? '' })}</p>
      </ConfirmModal>
    </Surface>
  );
}
