import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@portal/shared/contracts';
import { Avatar, Badge, Card } from '@portal/shared/ui';
import { Facts } from '../../components/Facts';

/** Main information of the stored profile, read-only: avatar, username, e-mail, country and its check. */
export function MainInformationTab({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const none = t('main.notSpecified');
  return (
    <Card data-testid="settings-main-information">
      <Facts
        items={[
          { id: 'avatar', label: t('main.avatar'), value: <Avatar avatar={user.avatar} alt={user.username} size={72} /> },
          { id: 'username', label: t('main.username'), value: user.username },
          { id: 'email', label: t('main.email'), value: user.email?.trim() ? user.email : none },
          { id: 'country', label: t('main.country'), value: user.country?.name ?? none },
          {
            id: 'verified',
            label: t('main.verified'),
            value: <Badge variant={user.country_verified ? 'accepted' : 'neutral'}>{user.country_verified ? t('main.verifiedYes') : t('main.verifiedNo')}</Badge>,
          },
        ]}
      />
    </Card>
  );
}
