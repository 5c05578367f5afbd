import { Navigate } from 'react-router';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { useTranslation } from 'react-i18next';
import { PageColumn, PageTitle, Spinner } from '@portal/shared/ui';

/**
 * /settings/social-accounts: the social accounts are linked and unlinked on the safety tab of the one
 * settings page, where this older address leads.
 */
export default function SettingsSocialPage() {
  const { t } = useTranslation('profile');
  const localized = useLocalizedPath();
  return (
    <PageColumn $width="content">
      <PageTitle subtitle={t('settings.subtitle')}>{t('settings.title')}</PageTitle>
      <Spinner />
      <Navigate to={`${localized(routePath('settings.new'))}?tab=safety`} replace />
    </PageColumn>
  );
}
