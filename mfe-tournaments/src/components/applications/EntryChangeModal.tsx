import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessageOf } from '@portal/shared/api-client';
import { APPLICATION_MESSAGES, TOAST_DURATION_MS, type GameKey } from '@portal/shared/constants';
import { decodeErrorCode, type TournamentEntry } from '@portal/shared/contracts';
import { editPreload, formatGameTime, playersStepError, type ReplaceLimit } from '@portal/shared/domain';
import { Avatar, Button, Modal, Skeleton, toast } from '@portal/shared/ui';
import { useChangeEntry } from '../../api/applications/change-entry';
import { useGroupsByStage } from '../../api/applications/groups-by-stage';
import { useTournamentUserTeams } from '../../api/applications/user-teams';
import { useTournamentDetail } from '../../api/tournament-detail';
import { Choice, ChoiceList, ErrorNote, Note } from '../../pages/detail/application/choice-styles';
import { PlayersStep } from '../../pages/detail/application/PlayersStep';

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Picked = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
`;

/** 'edit': the edit modal (title 'change status'); 'next-stage': the player-selection modal for the next stage. */
export type EntryChangeMode = 'edit' | 'next-stage';
type Step = 'players' | 'group' | 'confirm';

const memberIds = (stageTeam: TournamentEntry['stage_teams'][number] | undefined) => stageTeam?.stage_team_members.map((m) => m.user_id) ?? [];

export interface EntryChangeModalProps {
  open: boolean;
  mode: EntryChangeMode;
  entry: TournamentEntry;
  onClose: () => void;
}

/**
 * The edit modal of docs/spec.md section 2 (PUBG: teammates, group, preview and confirm; MLBB: teammates, preview
 * and confirm) and the next stage's player-selection modal (teammates, group, confirm). Players are
 * preloaded by the shared rules; for an accepted application (and the next stage) at most the stage's
 * replace_count new players (max_replace_members_front, inline and as a 2.5 s toast).
 */
export function EntryChangeModal({ open, mode, entry, onClose }: EntryChangeModalProps) {
  const { t } = useTranslation('tournaments');
  const { t: tv } = useTranslation('validation');
  const detail = useTournamentDetail(entry.tournament.slug, null);
  const teams = useTournamentUserTeams(entry.tournament.id, open);
  const change = useChangeEntry();
  const game: GameKey = detail.data?.game_slug === 'mlbb' ? 'mlbb' : 'pubg';
  const last = entry.stage_teams.at(-1);
  // The players sent (the entry's stage_team before admission, its last stage team after) and the current group.
  const preload = editPreload(entry);
  const initialPlayers = mode === 'next-stage' ? memberIds(entry.stage_teams.at(-2)) : (preload?.playerIds ?? []);
  const [players, setPlayers] = useState<number[] | null>(null);
  const [groupId, setGroupId] = useState<number | null | undefined>(undefined);
  const [stepIndex, setStepIndex] = useState(0);
  const [playersError, setPlayersError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const selected = players ?? initialPlayers;
  const chosenGroup = groupId === undefined ? (mode === 'edit' ? (preload?.groupId ?? null) : null) : groupId;
  const stageId = mode === 'next-stage' || entry.status.code === 'accepted' ? (last?.stage.id ?? entry.stage?.id ?? null) : (entry.stage?.id ?? null);
  const steps: Step[] = game === 'pubg' || mode === 'next-stage' ? ['players', 'group', 'confirm'] : ['players', 'confirm'];
  const step = steps[stepIndex] ?? 'players';
  const groups = useGroupsByStage(stageId, entry.team.id, open && steps.includes('group'));
  const team = teams.data?.find((candidate) => candidate.id === entry.team.id);
  const limit: ReplaceLimit =
    mode === 'next-stage'
      ? { entryAccepted: true, lastStageMemberIds: memberIds(entry.stage_teams.at(-2)), replaceCount: last?.stage.replace_count ?? 0 }
      : { entryAccepted: entry.status.code === 'accepted', lastStageMemberIds: memberIds(last), replaceCount: last?.stage.replace_count ?? entry.stage?.replace_count ?? 0 };

  const close = () => {
    setPlayers(null);
    setGroupId(undefined);
    setStepIndex(0);
    setPlayersError(null);
    setServerError(null);
    onClose();
  };

  const forward = async () => {
    if (step === 'players') {
      const format = detail.data ? { min: detail.data.currentFormat.min, max: detail.data.currentFormat.max } : { min: 1, max: selected.length };
      const error = playersStepError(selected, format, limit);
      setPlayersError(error);
      if (error) {
        const { key, params } = decodeErrorCode(error);
        if (key === APPLICATION_MESSAGES.replace_limit) toast.error(tv(key, params), { durationMs: TOAST_DURATION_MS });
        return;
      }
      return setStepIndex(stepIndex + 1);
    }
    if (step === 'group') return setStepIndex(stepIndex + 1);
    setServerError(null);
    try {
      if (mode === 'next-stage') await change.mutateAsync({ kind: 'next-stage', tournamentId: entry.tournament.id, groupId: chosenGroup ?? 0, userIds: selected });
      else await change.mutateAsync({ kind: 'edit', entryId: entry.id, groupId: game === 'pubg' ? chosenGroup : null, stageId: stageId ?? 0, userIds: selected });
      close();
    } catch (failure) {
      const message = serverMessageOf(failure);
      if (mode === 'next-stage') toast.error(message ?? t('apply.somethingWrong'), { durationMs: TOAST_DURATION_MS });
      else setServerError(message ?? t('change.unknownError'));
    }
  };

  const valid = step === 'players' ? selected.length > 0 : step === 'group' ? chosenGroup !== null : true;
  const group = groups.data?.groups.find((g) => g.id === chosenGroup) ?? [last?.group, entry.group].find((g) => g && g.id === chosenGroup) ?? null;
  const time = group ? formatGameTime(group.game_time, group.timezone) : null;
  const toggle = (id: number) => {
    setPlayersError(null);
    setPlayers(selected.includes(id) ? selected.filter((p) => p !== id) : [...selected, id]);
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t(mode === 'edit' ? 'change.title' : 'change.nextStageTitle')}
      data-testid="change-modal"
      footer={
        <Footer>
          {stepIndex > 0 ? (
            <Button $variant="secondary" onClick={() => setStepIndex(stepIndex - 1)} disabled={change.isPending}>
              {t('apply.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button onClick={() => void forward()} disabled={!valid || change.isPending || !team}>
            {step === 'confirm' ? t('change.confirm') : t('apply.next')}
          </Button>
        </Footer>
      }
    >
      <Note>
        {t('apply.stepOf', { current: stepIndex + 1, total: steps.length })} · {t(`change.steps.${step}`)}
      </Note>
      {!team || !detail.data ? <Skeleton lines={3} /> : null}
      {step === 'players' && team && detail.data ? (
        <PlayersStep team={team} game={game} format={detail.data.currentFormat} replaceCount={limit.replaceCount} selectedIds={selected} error={playersError} onToggle={toggle} />
      ) : null}
      {step === 'group' ? (
        groups.isError ? (
          <ErrorNote role="alert">{serverMessageOf(groups.error) ?? t('apply.groupsFailed')}</ErrorNote>
        ) : groups.data && groups.data.groups.length === 0 ? (
          <Note role="status">{tv(APPLICATION_MESSAGES.no_valid_group)}</Note>
        ) : (
          <ChoiceList role="radiogroup" aria-label={t('change.steps.group')}>
            {(groups.data?.groups ?? []).map((g) => {
              const shown = formatGameTime(g.game_time, g.timezone);
              const full = g.free_slots === 0 && g.id !== entry.group?.id;
              return (
                <Choice key={g.id} $selected={chosenGroup === g.id} $disabled={full} data-testid="group-choice">
                  <input type="radio" name="change-group" checked={chosenGroup === g.id} disabled={full} onChange={() => setGroupId(g.id)} />
                  <span>
                    <strong>{g.name}</strong>
                    <Note>
                      {shown.dateTime} ({shown.timezone}) · {t('apply.freeSlots', { slots: g.free_slots })}
                    </Note>
                  </span>
                </Choice>
              );
            })}
          </ChoiceList>
        )
      ) : null}
      {step === 'confirm' ? (
        <div data-testid="change-preview">
          {group && time ? <p>{t('entryCard.group', { name: group.name, time: time.dateTime, timezone: time.timezone })}</p> : null}
          <Picked aria-label={t('entryCard.players')}>
            {(team?.members ?? [])
              .filter((m) => selected.includes(m.id))
              .map((m) => (
                <li key={m.id}>
                  <Avatar avatar={m.avatar} alt="" size={28} /> {m.username}
                </li>
              ))}
          </Picked>
          {serverError ? <ErrorNote role="alert">{serverError}</ErrorNote> : null}
        </div>
      ) : null}
    </Modal>
  );
}
