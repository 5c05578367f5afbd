import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/shared/platform';
import { AuthPrompt, Button, EmptyState, PageColumn, PageTitle } from '@portal/shared/ui';
import { BellIcon } from '../../components/icons';

/**
 * /Notifications: the user's notifications with a read-all control; guests are asked to sign in. The list
 * is empty, so read-all is disabled and the empty state explains what will arrive here.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  return (
    <PageColumn $width="content">
      {user ? (
        <>
          <PageTitle actions={<Button $variant="secondary" disabled>{t('notifications.readAll')}</Button>}>{t('notifications.title')}</PageTitle>
          <section aria-label={t('notifications.listLabel')}>
            <EmptyState data-testid="notifications-empty" icon={<BellIcon />} title={t('notifications.emptyTitle')} text={t('notifications.emptyText')} />
          </section>
        </>
      ) : (
        <>
          <PageTitle>{t('notifications.title')}</PageTitle>
          <AuthPrompt title={t('notifications.guestTitle')} text={t('notifications.guestText')} />
        </>
      )}
    </PageColumn>
  );
}
