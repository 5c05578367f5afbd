import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dropdown, Popover, Tooltip } from '@portal/shared/ui';
import { KitSection, KitState } from '../KitSection';

export function FloatingSection() {
  const { t } = useTranslation('content');
  const [chosen, setChosen] = useState<string | null>(null);
  const items = (['profile', 'teams', 'applications', 'exit'] as const).map((id) => ({
    id,
    label: t(`uiKits.floating.${id}`),
    onSelect: () => setChosen(t(`uiKits.floating.${id}`)),
    disabled: id === 'applications',
  }));
  return (
    <KitSection id="floating" title={t('uiKits.floating.title')}>
      <KitState caption={t('uiKits.floating.dropdownCaption')}>
        <Dropdown label={t('uiKits.floating.account')} items={items} />
        <span role="status">{chosen ? t('uiKits.floating.chosen', { item: chosen }) : null}</span>
      </KitState>
      <KitState caption={t('uiKits.floating.tooltipCaption')}>
        <Tooltip content={t('uiKits.floating.tooltipText')}>
          <Button $variant="secondary">{t('uiKits.floating.tooltipTrigger')}</Button>
        </Tooltip>
      </KitState>
      <KitState caption={t('uiKits.floating.popoverCaption')}>
        <Popover label={t('uiKits.floating.popoverTrigger')}>
          <p style={{ margin: 0 }}>{t('uiKits.floating.popoverText')}</p>
        </Popover>
      </KitState>
    </KitSection>
  );
}
