import { useTranslation } from 'react-i18next';
import { AuthPrompt, Button, EmptyState, PageTitle } from '@portal/shared/ui';
import { BellIcon } from '../../components/icons';
import { ProfilePage } from '../../components/ProfilePage';
import { useSignedInUser } from '../../profile/use-signed-in-user';

/**
 * /Notifications: the user's notifications with a read-all control; guests are asked to sign in. The list
 * is empty, so read-all is disabled and the empty state explains what will arrive here.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('profile');
  const user = useSignedInUser();
  return (
    <ProfilePage id="notifications">
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
    </ProfilePage>
  );
}
