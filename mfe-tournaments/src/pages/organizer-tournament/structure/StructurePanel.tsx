import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrganizerTournament } from '@portal/shared/contracts';
import { Button, MutedText } from '@portal/shared/ui';
import { StageCard } from './StageCard';
import { StructureSheet, type StructureEdit } from './StructureSheet';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * Stages and their groups as a compact list (name, dates, counts); each is edited, or deleted while
 * nothing depends on it, in a sheet, where new stages and groups are added too. Times are the tournament's.
 */
export function StructurePanel({ tournament }: { tournament: OrganizerTournament }) {
  const { t } = useTranslation('tournaments');
  const [edit, setEdit] = useState<StructureEdit | null>(null);
  // The sheet follows the tournament as saved: a stage or group is looked up again by id after each write.
  const current = (): StructureEdit | null => {
    if (!edit) return null;
    if (edit.kind === 'stage' && !edit.stage) return edit;
    const stage = tournament.stages.find((s) => s.id === edit.stage?.id);
    if (!stage) return null;
    if (edit.kind === 'stage') return { kind: 'stage', stage };
    if (!edit.group) return { kind: 'group', stage, group: null };
    const group = stage.groups.find((g) => g.id === edit.group?.id);
    return group ? { kind: 'group', stage, group } : null;
  };
  return (
    <Panel data-testid="organizer-stages">
      <Bar>
        <MutedText $size="sm" data-testid="structure-timezone">
          {t('organizer.timesIn', { timezone: tournament.timezone })}
        </MutedText>
        <Button type="button" onClick={() => setEdit({ kind: 'stage', stage: null })} data-testid="add-stage">
          {t('organizer.stages.addShort')}
        </Button>
      </Bar>
      {tournament.stages.length === 0 ? <MutedText $size="sm">{t('organizer.stages.empty')}</MutedText> : null}
      {tournament.stages.map((stage) => (
        <StageCard
          key={stage.id}
          tournament={tournament}
          stage={stage}
          onEditStage={() => setEdit({ kind: 'stage', stage })}
          onEditGroup={(group) => setEdit({ kind: 'group', stage, group })}
          onAddGroup={() => setEdit({ kind: 'group', stage, group: null })}
        />
      ))}
      <StructureSheet tournament={tournament} edit={current()} onClose={() => setEdit(null)} />
    </Panel>
  );
}
