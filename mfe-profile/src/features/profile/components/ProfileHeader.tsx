import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { routePath, type PublicUser } from '@portal/shared/contracts';
import { formatLocalizedDate } from '@portal/shared/domain';
import { useLocale, useLocalizedPath } from '@portal/shared/platform';
import { Avatar, ButtonLink, mutedText } from '@portal/shared/ui';
import { VerifiedIcon } from './icons';

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
  gap: ${({ theme }) => theme.space(1)};
  ${mutedText('sm')}
`;

const Verified = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.success};
`;

/**
 * Avatar (the default one when the player has none), username, country with its verified mark, the
 * birthday when the player shows it, and the way to the settings on one's own profile.
 */
export function ProfileHeader({ user, own }: { user: PublicUser; own: boolean }) {
  const { t } = useTranslation('profile');
  const localized = useLocalizedPath();
  const locale = useLocale();
  return (
    <Head>
      <Avatar avatar={user.avatar} alt={user.username} size={96} />
      <Names>
        <Name>{user.username}</Name>
        <Country data-testid="profile-country">
          <span>{user.country?.name ?? t('user.noCountry')}</span>
          {user.country && user.country_verified ? (
            <Verified title={t('user.countryVerified')}>
              <VerifiedIcon />
              {t('user.countryVerified')}
            </Verified>
          ) : null}
        </Country>
        {user.birthday ? <Country>{t('user.birthday', { date: formatLocalizedDate(user.birthday, null, locale, 'D MMMM YYYY') })}</Country> : null}
      </Names>
      {own ? (
        <ButtonLink to={localized(routePath('settings.new'))} $variant="secondary">
          {t('user.edit')}
        </ButtonLink>
      ) : null}
    </Head>
  );
}
