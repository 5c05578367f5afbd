import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { useTranslation } from 'react-i18next';
import { PageColumn, PageTitle, Spinner } from '@portal/shared/ui';
import { useForwardOnce } from '../../features/profile/hooks/use-forward-once';

/**
 * /settings/social-accounts: the social accounts are linked and unlinked on the safety tab of the one
 * settings page, where this older address leads.
 */
export default function SettingsSocialPage() {
  const { t } = useTranslation('profile');
  const localized = useLocalizedPath();
  useForwardOnce(`${localized(routePath('settings.new'))}?tab=safety`);
  return (
    <PageColumn $width="content">
      <PageTitle subtitle={t('settings.subtitle')}>{t('settings.title')}</PageTitle>
      <Spinner />
    </PageColumn>
  );
}
