import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrganizerGroup, OrganizerStage, OrganizerTournament } from '@portal/shared/contracts';
import { formatStageStart } from '@portal/shared/domain';
import { Button, MutedText, Surface } from '@portal/shared/ui';
import { GroupRow } from './GroupRow';

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  > div {
    flex: 1;
    min-width: 0;
  }
`;

const Groups = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const AddGroup = styled(Button)`
  align-self: flex-start;
  border-style: dashed;
`;

export interface StageCardProps {
  tournament: OrganizerTournament;
  stage: OrganizerStage;
  onEditStage: () => void;
  onEditGroup: (group: OrganizerGroup) => void;
  onAddGroup: () => void;
}

/** A stage in the compact list: its facts on one line, its groups one line each, and "+ Group". */
export function StageCard({ tournament, stage, onEditStage, onEditGroup, onAddGroup }: StageCardProps) {
  const { t } = useTranslation('tournaments');
  const previous = tournament.stages.find((s) => s.id === stage.prev_stage_id);
  const facts = [
    t('organizer.stages.opens', { date: formatStageStart(stage.register_start_date, tournament.timezone).dateTime }),
    t('organizer.stages.replacements', { count: stage.replace_count }),
    previous ? t('organizer.stages.after', { name: previous.name }) : t('organizer.stages.first'),
  ];
  return (
    <Surface as="section" $gap={3} aria-labelledby={`stage-${stage.id}`} data-testid="organizer-stage">
      <Head>
        <div>
          <h3 id={`stage-${stage.id}`}>{stage.name}</h3>
          <MutedText $size="sm">{facts.join(' · ')}</MutedText>
        </div>
        <Button type="button" $variant="secondary" onClick={onEditStage} aria-label={t('organizer.stages.edit', { name: stage.name })}>
          {t('organizer.edit')}
        </Button>
      </Head>
      {stage.groups.length > 0 ? (
        <Groups aria-label={t('organizer.groups.listLabel', { stage: stage.name })}>
          {stage.groups.map((group) => (
            <GroupRow key={group.id} group={group} timezone={tournament.timezone} onEdit={() => onEditGroup(group)} />
          ))}
        </Groups>
      ) : (
        <MutedText $size="sm">{t('organizer.groups.empty')}</MutedText>
      )}
      <AddGroup type="button" $variant="ghost" onClick={onAddGroup} aria-label={`${t('organizer.groups.addShort')} — ${stage.name}`} data-testid="add-group">
        {t('organizer.groups.addShort')}
      </AddGroup>
    </Surface>
  );
}
