import { useSearchParams } from 'react-router';
import { routePath } from '@portal/shared/contracts';
import { settingsTabOf } from '@portal/shared/domain';
import { useLocalizedPath } from '@portal/shared/platform';
import { useTranslation } from 'react-i18next';
import { PageColumn, PageTitle, Spinner } from '@portal/shared/ui';
import { useForwardOnce } from '../../features/profile/hooks/use-forward-once';

/**
 * /settings: the older settings address leads to the one settings page, /settings-new, on the tab its query
 * names (main information by default), so old links and bookmarks keep working.
 */
export default function SettingsPage() {
  const { t } = useTranslation('profile');
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const tab = settingsTabOf(params.get('tab'));
  useForwardOnce(`${localized(routePath('settings.new'))}?tab=${tab}`);
  return (
    <PageColumn $width="content">
      <PageTitle subtitle={t('settings.subtitle')}>{t('settings.title')}</PageTitle>
      <Spinner />
    </PageColumn>
  );
}
