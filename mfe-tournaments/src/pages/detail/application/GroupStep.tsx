import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '@portal/shared/api-client';
import { APPLICATION_MESSAGES } from '@portal/shared/constants';
import { formatGameTime } from '@portal/shared/domain';
import { Spinner } from '@portal/shared/ui';
import { useGroupsForTeam } from '../../../api/applications/groups-for-team';
import { Choice, ChoiceList, ErrorNote, Note } from './choice-styles';

export interface GroupStepProps {
  tournamentId: number;
  teamId: number;
  selectedId: number | null;
  onSelect: (groupId: number, stageId: number) => void;
}

/** PUBG's time step: the open groups of the team's stage (name, game time, timezone, free slots). */
export function GroupStep({ tournamentId, teamId, selectedId, onSelect }: GroupStepProps) {
  const { t } = useTranslation('tournaments');
  const { t: tv } = useTranslation('validation');
  const query = useGroupsForTeam(tournamentId, teamId);
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorNote role="alert">{serverMessageOf(query.error) ?? t('apply.groupsFailed')}</ErrorNote>;
  const groups = query.data.groups;
  if (groups.length === 0) return <Note role="status">{tv(APPLICATION_MESSAGES.no_valid_group)}</Note>;
  return (
    <ChoiceList role="radiogroup" aria-label={t('apply.steps.group')}>
      {groups.map((group) => {
        const time = formatGameTime(group.game_time, group.timezone);
        const full = group.free_slots === 0;
        return (
          <Choice key={group.id} $selected={selectedId === group.id} $disabled={full} data-testid="group-choice">
            <input type="radio" name="apply-group" checked={selectedId === group.id} disabled={full} onChange={() => onSelect(group.id, group.stage_id)} />
            <span>
              <strong>{group.name}</strong>
              <Note>
                <time dateTime={group.game_time}>{time.dateTime}</time> ({time.timezone}) · {t('apply.freeSlots', { slots: group.free_slots })}
              </Note>
            </span>
          </Choice>
        );
      })}
    </ChoiceList>
  );
}
