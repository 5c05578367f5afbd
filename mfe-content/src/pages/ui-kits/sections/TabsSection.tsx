import { useTranslation } from 'react-i18next';
import { Tabs } from '@portal/shared/ui';
import { KitSection } from '../KitSection';

export function TabsSection() {
  const { t } = useTranslation('content');
  const tabs = [
    { id: 'qualification', label: t('uiKits.tabs.qualification'), content: <p>{t('uiKits.tabs.qualificationText')}</p> },
    { id: 'groups', label: t('uiKits.tabs.groups'), content: <p>{t('uiKits.tabs.groupsText')}</p> },
    { id: 'final', label: t('uiKits.tabs.final'), content: <p>{t('uiKits.tabs.finalText')}</p> },
  ];
  return (
    <KitSection id="tabs" title={t('uiKits.tabs.title')}>
      <p>{t('uiKits.tabs.hint')}</p>
      <Tabs tabs={tabs} label={t('uiKits.tabs.label')} />
    </KitSection>
  );
}
