import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SETTINGS_TABS, type SettingsTab } from '@portal/shared/constants';
import { routePath, type SessionUser } from '@portal/shared/contracts';
import { settingsTabOf } from '@portal/shared/domain';
import { useLocalizedPath } from '@portal/shared/platform';
import { LinkTabs, PageColumn, PageTitle, SignInGuard } from '@portal/shared/ui';
import { GameInformationTab } from './GameInformationTab';
import { MainInformationTab } from './MainInformationTab';
import { SafetyTab } from './SafetyTab';

const PANELS: Record<SettingsTab, (props: { user: SessionUser }) => React.JSX.Element> = {
  'main-information': MainInformationTab,
  safety: SafetyTab,
  'game-information': GameInformationTab,
};

/**
 * /settings-new?tab=: the settings tabs, bound to the query (main-information by default): the profile
 * and avatar; the phone, password and social accounts; the game accounts and documents.
 */
export default function SettingsNewPage() {
  const { t } = useTranslation('profile');
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const tab = settingsTabOf(params.get('tab'));
  const Panel = PANELS[tab];
  const base = localized(routePath('settings.new'));

  return (
    <PageColumn $width="content">
      <PageTitle subtitle={t('settings.subtitle')}>{t('settings.title')}</PageTitle>
      <SignInGuard title={t('settings.guestTitle')} text={t('settings.guestText')}>
        {(user) => (
          <>
            <LinkTabs label={t('settings.tabsLabel')} active={tab} tabs={SETTINGS_TABS.map((id) => ({ id, label: t(`settings.tabs.${id}`), to: `${base}?tab=${id}` }))} />
            <Panel user={user} />
          </>
        )}
      </SignInGuard>
    </PageColumn>
  );
}
