import { useTranslation } from 'react-i18next';
import { routePath, type SessionUser } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { ButtonLink, Card, MutedText, Stack } from '@portal/shared/ui';
import { SocialAccountsList } from '../../features/auth/components/SocialAccountsList';
import { PasswordForm } from '../../features/profile/components/PasswordForm';
import { PhoneCard } from '../../features/auth/components/PhoneCard';

/** Safety tab: the phone (verify or change it), the password, and the linked social accounts. */
export function SafetyTab({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const localized = useLocalizedPath();
  return (
    <Stack $gap={4} data-testid="settings-safety">
      <PhoneCard user={user} />
      <PasswordForm />
      <Card title={t('safety.socialTitle')}>
        <MutedText $size="sm">{t('social.contactHint')}</MutedText>
        <SocialAccountsList accounts={user.socialAccounts ?? []} />
        <div>
          <ButtonLink to={localized(routePath('settings.social'))} $variant="secondary">
            {t('safety.manage')}
          </ButtonLink>
        </div>
      </Card>
    </Stack>
  );
}
