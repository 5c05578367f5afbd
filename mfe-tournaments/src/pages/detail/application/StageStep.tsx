import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessageOf } from '@portal/shared/api-client';
import { APPLICATION_MESSAGES } from '@portal/shared/constants';
import { formatStageStart } from '@portal/shared/domain';
import { Spinner } from '@portal/shared/ui';
import { useMlbbStages } from '../../../api/applications/mlbb-stages';
import { Choice, ErrorNote, Note } from './choice-styles';

/** Names of 10 or more characters use a stacked layout (docs/spec.md section 2). */
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
  tournamentId: number;
  teamId: number;
  selectedId: number | null;
  onSelect: (stageId: number) => void;
}

/**
 * MLBB's time step: a spinner, then selectable stage cards with the name, the start as DD.MM.YYYY HH:mm
 * and the tournament timezone (or a dash); 'no valid group' when none is open.
 */
export function StageStep({ tournamentId, teamId, selectedId, onSelect }: StageStepProps) {
  const { t } = useTranslation('tournaments');
  const { t: tv } = useTranslation('validation');
  const query = useMlbbStages(tournamentId, teamId);
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorNote role="alert">{serverMessageOf(query.error) ?? t('apply.groupsFailed')}</ErrorNote>;
  if (query.data.length === 0) return <Note role="status">{tv(APPLICATION_MESSAGES.no_valid_group)}</Note>;
  return (
    <Grid role="radiogroup" aria-label={t('apply.steps.stage')}>
      {query.data.map((stage) => {
        const start = formatStageStart(stage.register_start_date, stage.timezone || null);
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
