import { useTranslation } from 'react-i18next';
import type { TournamentDetail } from '@portal/shared/contracts';
import { MutedText, Surface, Tabs } from '@portal/shared/ui';
import { RichText } from '@portal/shared/rich-text';

const TEXTS = ['description', 'rules', 'info', 'schedule'] as const;

/** The organiser's texts in tabs: description, rules, info and schedule. */
export function DetailTexts({ tournament }: { tournament: TournamentDetail }) {
  const { t } = useTranslation('tournaments');
  const tabs = TEXTS.map((id) => {
    const text = tournament[id]?.trim();
    return {
      id,
      label: t(`detail.tabs.${id}`),
      content: text ? <RichText text={text} /> : <MutedText $size="sm">{t('detail.textMissing')}</MutedText>,
    };
  });
  return (
    <Surface>
      <Tabs tabs={tabs} label={t('detail.textsLabel')} memoryScope="texts" data-testid="detail-texts" />
    </Surface>
  );
}
