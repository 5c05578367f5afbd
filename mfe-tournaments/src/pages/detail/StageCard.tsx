import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { TournamentStage } from '@portal/shared/contracts';
import { formatStageStart, stageNameLayout, type StageNameLayout } from '@portal/shared/domain';
import { mutedText } from '@portal/shared/ui';

const Card = styled.div<{ $layout: StageNameLayout }>`
  display: flex;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  ${({ $layout }) =>
    $layout === 'stacked'
      ? css`
          flex-direction: column;
        `
      : css`
          flex-direction: row;
          flex-wrap: wrap;
          align-items: baseline;
          justify-content: space-between;
        `}
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.md};
  overflow-wrap: anywhere;
`;

const When = styled.p`
  margin: 0;
  ${mutedText('sm')}
  font-variant-numeric: tabular-nums;
`;

/**
 * A stage: its name and when its registration starts (register_start_date as DD.MM.YYYY HH:mm in the
 * tournament timezone, with the timezone or a dash). Names of 10 or more characters use the stacked layout.
 */
export function StageCard({ stage, timezone }: { stage: TournamentStage; timezone: string }) {
  const { t } = useTranslation('tournaments');
  const layout = stageNameLayout(stage.name);
  const start = formatStageStart(stage.register_start_date, timezone);
  return (
    <Card $layout={layout} data-layout={layout} data-testid="stage-card">
      <Name>{stage.name}</Name>
      <When>
        {t('stages.registerStart', { dateTime: start.dateTime, timezone: start.timezone })}
      </When>
    </Card>
  );
}
