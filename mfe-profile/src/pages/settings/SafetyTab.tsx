import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { routePath, type SessionUser } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { Badge, ButtonLink, Card } from '@portal/shared/ui';
import { SocialAccountsList } from '../../components/SocialAccountsList';
import { phoneStatus } from '../../lib/social-accounts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

/** Safety tab: the phone's verification status and the linked social accounts. */
export function SafetyTab({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const localized = useLocalizedPath();
  const phone = phoneStatus(user);
  return (
    <Stack data-testid="settings-safety">
      <Card title={t('safety.phoneTitle')}>
        <Row>
          <span>{phone.masked ?? t('safety.noPhone')}</span>
          <Badge variant={phone.verified ? 'accepted' : 'pending'}>{phone.verified ? t('safety.phoneVerified') : t('safety.phoneNotVerified')}</Badge>
        </Row>
        <Hint>{t('safety.phoneHint')}</Hint>
      </Card>
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
