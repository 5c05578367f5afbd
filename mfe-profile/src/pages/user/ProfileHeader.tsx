import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { routePath, type SessionUser } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { Avatar, Badge, ButtonLink } from '@portal/shared/ui';

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Names = styled.div`
  display: flex;
  flex: 1 1 200px;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Name = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.xl};
  overflow-wrap: anywhere;
`;

const Country = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/** Avatar, username and country of a profile, with the way to the settings on one's own profile. */
export function ProfileHeader({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const localized = useLocalizedPath();
  return (
    <Head>
      <Avatar avatar={user.avatar} alt={user.username} size={96} />
      <Names>
        <Name>{user.username}</Name>
        <Country>
          <span>{user.country?.name ?? t('user.noCountry')}</span>
          {user.country ? <Badge variant={user.country_verified ? 'accepted' : 'neutral'}>{user.country_verified ? t('user.countryVerified') : t('user.countryNotVerified')}</Badge> : null}
        </Country>
      </Names>
      <ButtonLink to={localized(routePath('settings.new'))} $variant="secondary">
        {t('user.edit')}
      </ButtonLink>
    </Head>
  );
}
