import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@portal/shared/contracts';
import { Card, MutedText, Stack } from '@portal/shared/ui';
import { SocialAccountsManager } from '../../features/auth/components/SocialAccountsManager';
import { PasswordForm } from '../../features/profile/components/PasswordForm';
import { PhoneCard } from '../../features/auth/components/PhoneCard';

/** Safety tab: the phone (verify or change it), the password, and the social accounts, linked and unlinked here. */
export function SafetyTab({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  return (
    <Stack $gap={4} data-testid="settings-safety">
      <PhoneCard user={user} />
      <PasswordForm />
      <Card title={t('safety.socialTitle')} data-testid="settings-social">
        <MutedText $size="sm">{t('social.contactHint')}</MutedText>
        <SocialAccountsManager user={user} />
      </Card>
    </Stack>
  );
}
