import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TournamentDetail } from '@portal/shared/contracts';
import { Tabs } from '@portal/shared/ui';
import { RichText } from '@portal/shared/rich-text';

const Missing = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Surface = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const TEXTS = ['description', 'rules', 'info', 'schedule'] as const;

/** The organiser's texts in tabs: description, rules, info and schedule. */
export function DetailTexts({ tournament }: { tournament: TournamentDetail }) {
  const { t } = useTranslation('tournaments');
  const tabs = TEXTS.map((id) => {
    const text = tournament[id]?.trim();
    return {
      id,
      label: t(`detail.tabs.${id}`),
      content: text ? <RichText text={text} /> : <Missing>{t('detail.textMissing')}</Missing>,
    };
  });
  return (
    <Surface>
      <Tabs tabs={tabs} label={t('detail.textsLabel')} memoryScope="texts" data-testid="detail-texts" />
    </Surface>
  );
}
