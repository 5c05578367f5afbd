import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import type { TournamentDetail } from '@portal/shared/contracts';
import { currentStageIndex } from '@portal/shared/domain';
import { EmptyState, Stack, Tabs } from '@portal/shared/ui';
import { CalendarIcon } from '../../components/icons';
import { GroupList } from './GroupList';
import { StageCard } from './StageCard';

const Drawer = styled.section`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 0;
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 -8px 24px rgba(0, 0, 0, 0.25);
`;

const Handle = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)} ${theme.space(3)}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &::before {
    content: '';
    width: 40px;
    height: 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -2px;
  }
`;

const HandleRow = styled.span`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.md};
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-block;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform 0.15s ease;
`;

const Body = styled.div`
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
`;

const STAGE_TAB = 'stage-';

/**
 * The bottom drawer of docs/spec.md section 2: the tournament's stages, one tab per stage, each with its groups.
 * The tabs remember the last stage for 5 minutes (host and path), fall back to the current stage (the one
 * in play, else the last started, else the first), and a URL
 * fragment #stage-<id> selects one (and opens the drawer when it was folded).
 */
export function StagesDrawer({ tournament }: { tournament: TournamentDetail }) {
  const { t } = useTranslation('tournaments');
  const { hash } = useLocation();
  const bodyId = useId();
  // Folding remembers the fragment it happened at; a later fragment naming a stage unfolds the drawer.
  const [foldedAt, setFoldedAt] = useState<string | null>(null);
  const expanded = foldedAt === null || (hash !== foldedAt && hash.startsWith(`#${STAGE_TAB}`));
  const { stages, timezone } = tournament;
  const current = stages[currentStageIndex(stages, Date.now())];
  const tabs = stages.map((stage) => ({
    id: `${STAGE_TAB}${stage.id}`,
    label: stage.name,
    content: (
      <Stack>
        <StageCard stage={stage} timezone={timezone} />
        <GroupList groups={stage.groups} timezone={timezone} />
      </Stack>
    ),
  }));

  return (
    <Drawer aria-labelledby={`${bodyId}-title`} data-testid="stages-drawer">
      <Handle type="button" aria-expanded={expanded} aria-controls={bodyId} onClick={() => setFoldedAt(expanded ? hash : null)}>
        <HandleRow>
          <Title id={`${bodyId}-title`}>{t('stages.title')}</Title>
          <span>
            {t('stages.count', { count: stages.length })} <Chevron $open={expanded} aria-hidden="true">▾</Chevron>
          </span>
        </HandleRow>
      </Handle>
      <Body id={bodyId} hidden={!expanded}>
        {tabs.length > 0 ? (
          <Tabs tabs={tabs} label={t('stages.tabsLabel')} memoryScope="stages" initialTab={current ? `${STAGE_TAB}${current.id}` : undefined} data-testid="stage-tabs" />
        ) : (
          <EmptyState icon={<CalendarIcon />} title={t('stages.emptyTitle')} text={t('stages.emptyText')} />
        )}
      </Body>
    </Drawer>
  );
}
