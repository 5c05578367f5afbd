import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { APPLICATION_MESSAGES } from '@portal/shared/constants';
import type { TournamentStage } from '@portal/shared/contracts';
import { formatStageStart } from '@portal/shared/domain';
import { Choice, Note } from './choice-styles';

/** Names of 10 or more characters use a stacked layout (spec section 2). */
export const STACKED_STAGE_NAME_LENGTH = 10;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const Card = styled.span<{ $stacked: boolean }>`
  display: flex;
  flex-direction: ${({ $stacked }) => ($stacked ? 'column' : 'row')};
  gap: ${({ theme }) => theme.space(1)};
  justify-content: space-between;
  width: 100%;
`;

export interface StageStepProps {
  stages: readonly TournamentStage[];
  timezone: string | null;
  selectedId: number | null;
  onSelect: (stageId: number) => void;
}

/** MLBB's time step: selectable stage cards with the name, the start as DD.MM.YYYY HH:mm and the timezone (or a dash). */
export function StageStep({ stages, timezone, selectedId, onSelect }: StageStepProps) {
  const { t } = useTranslation('tournaments');
  const { t: tv } = useTranslation('validation');
  const open = stages.filter((stage) => stage.registerOpenGroups.length > 0);
  if (open.length === 0) return <Note role="status">{tv(APPLICATION_MESSAGES.no_valid_group)}</Note>;
  return (
    <Grid role="radiogroup" aria-label={t('apply.steps.stage')}>
      {open.map((stage) => {
        const start = formatStageStart(stage.register_start_date, timezone);
        return (
          <Choice key={stage.id} $selected={selectedId === stage.id} data-testid="stage-choice">
            <input type="radio" name="apply-stage" checked={selectedId === stage.id} onChange={() => onSelect(stage.id)} />
            <Card $stacked={stage.name.length >= STACKED_STAGE_NAME_LENGTH}>
              <strong>{stage.name}</strong>
              <span>
                {start.dateTime} ({start.timezone})
              </span>
            </Card>
          </Choice>
        );
      })}
    </Grid>
  );
}
