import { useTranslation } from 'react-i18next';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { AuthPrompt, ButtonLink, PageTitle } from '@portal/shared/ui';
import { ProfilePage } from '../../components/ProfilePage';
import { SocialAccountsList } from '../../components/SocialAccountsList';
import { useSignedInUser } from '../../profile/use-signed-in-user';

/** /settings/social-accounts: the stored user's accounts by provider. */
export default function SocialAccountsPage() {
  const { t } = useTranslation('profile');
  const localized = useLocalizedPath();
  const user = useSignedInUser();
  return (
    <ProfilePage id="settings.social">
      <PageTitle
        subtitle={t('social.subtitle')}
        actions={
          <ButtonLink to={localized(routePath('settings'))} $variant="ghost">
            {t('social.back')}
          </ButtonLink>
        }
      >
        {t('social.title')}
      </PageTitle>
      {user ? <SocialAccountsList accounts={user.socialAccounts ?? []} /> : <AuthPrompt title={t('settings.guestTitle')} text={t('settings.guestText')} />}
    </ProfilePage>
  );
}
