import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { routePath, type SessionUser } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { ButtonLink, Card } from '@portal/shared/ui';
import { SocialAccountsList } from '../../../components/SocialAccountsList';
import { PasswordForm } from './PasswordForm';
import { PhoneCard } from './PhoneCard';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/** Safety tab: the phone (verify or change it), the password, and the linked social accounts. */
export function SafetyTab({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const localized = useLocalizedPath();
  return (
    <Stack data-testid="settings-safety">
      <PhoneCard user={user} />
      <PasswordForm />
      <Card title={t('safety.socialTitle')}>
        <Hint>{t('social.contactHint')}</Hint>
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
