import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrganizerTournament } from '@portal/shared/contracts';
import { formatGameTime } from '@portal/shared/domain';
import { Button, MutedText, Surface, toast } from '@portal/shared/ui';
import { serverMessageOf } from '@portal/shared/api-client';
import { useStructureWrite, type StructureWrite } from '../../api/organizer/stage-group-writes';
import { GroupForm } from './GroupForm';
import { StageForm } from './StageForm';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
  }
`;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

/** Stages and their groups: each editable in place, deletable while nothing depends on it; new ones below. */
export function StructurePanel({ tournament }: { tournament: OrganizerTournament }) {
  const { t } = useTranslation('tournaments');
  const write = useStructureWrite();
  const remove = async (action: StructureWrite) => {
    try {
      await write.mutateAsync(action);
    } catch (error) {
      toast.error(serverMessageOf(error) ?? t('organizer.actionFailed'));
    }
  };
  return (
    <div data-testid="organizer-stages">
      {tournament.stages.length === 0 ? <MutedText $size="sm">{t('organizer.stages.empty')}</MutedText> : null}
      {tournament.stages.map((stage) => (
        <Surface as="section" $gap={3} key={stage.id} aria-labelledby={`stage-${stage.id}`} data-testid="organizer-stage">
          <Head>
            <h3 id={`stage-${stage.id}`}>{stage.name}</h3>
            {stage.can_delete ? (
              <Button type="button" $variant="ghost" onClick={() => void remove({ kind: 'delete-stage', stageId: stage.id })}>
                {t('organizer.stages.delete', { name: stage.name })}
              </Button>
            ) : (
              <MutedText $size="sm">{t('organizer.stages.inUse')}</MutedText>
            )}
          </Head>
          <StageForm key={`${stage.id}-${stage.register_start_date}-${stage.name}`} tournament={tournament} stage={stage} />
          {stage.groups.map((group) => (
            <Group key={group.id} data-testid="organizer-group">
              <Head>
                <strong>
                  {group.name} · {formatGameTime(group.game_time, group.timezone).dateTime} ({group.timezone}) · {t('organizer.groups.teams', { count: group.teams_count, capacity: group.capacity })}
                </strong>
                {group.can_delete ? (
                  <Button type="button" $variant="ghost" onClick={() => void remove({ kind: 'delete-group', groupId: group.id })}>
                    {t('organizer.groups.delete', { name: group.name })}
                  </Button>
                ) : null}
              </Head>
              <GroupForm key={`${group.id}-${group.game_time}`} tournament={tournament} stage={stage} group={group} />
            </Group>
          ))}
          <Group>
            <GroupForm tournament={tournament} stage={stage} group={null} />
          </Group>
        </Surface>
      ))}
      <Surface as="section" $gap={3} aria-label={t('organizer.stages.add')}>
        <StageForm tournament={tournament} stage={null} />
      </Surface>
    </div>
  );
}
