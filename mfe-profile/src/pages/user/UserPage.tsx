import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { routePath, type SessionUser } from '@portal/shared/contracts';
import { useLocalizedPath, useSession } from '@portal/shared/platform';
import { ButtonLink, Card, NotFoundState, PageColumn, PageTitle } from '@portal/shared/ui';
import { GameProfilesList } from '../../components/GameProfilesList';
import { ProfileHeader } from './ProfileHeader';
import { ProfileStats } from './ProfileStats';

const Sections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/** /user/{slug} names the user by slug, or by id when the user has no slug. */
function isAddressOf(user: SessionUser, slug: string | undefined): boolean {
  if (!slug) return false;
  return (user.slug?.trim() ? user.slug.trim() === slug : false) || String(user.id) === slug;
}

/**
 * /user/{slug}: a player's profile. The signed-in user's own profile is filled from the stored session
 * user; any other address shows a not-found state.
 */
export default function UserPage() {
  const { t } = useTranslation('profile');
  const localized = useLocalizedPath();
  const { slug } = useParams();
  const me = useSession().user;

  if (!me || !isAddressOf(me, slug)) {
    return (
      <PageColumn $width="content">
        <PageTitle>{t('user.title')}</PageTitle>
        <NotFoundState
          data-testid="user-not-found"
          title={t('user.notFoundTitle')}
          text={t('user.notFoundText')}
          back={{ to: localized(routePath('home')), label: t('user.home') }}
        />
      </PageColumn>
    );
  }

  return (
    <PageColumn $width="content">
      <ProfileHeader user={me} />
      <Sections>
        <Card title={t('user.stats.title')}>
          <ProfileStats user={me} />
        </Card>
        <Card title={t('user.gameProfiles')}>
          <GameProfilesList
            profiles={me.game_profiles}
            emptyAction={<ButtonLink to={`${localized(routePath('settings.new'))}?tab=game-information`}>{t('gameProfiles.add')}</ButtonLink>}
          />
        </Card>
        <Card title={t('user.teams')}>
          <Text>{t('user.teamsText')}</Text>
          <div>
            <ButtonLink to={localized(routePath('teams.mine'))} $variant="secondary">
              {t('user.myTeams')}
            </ButtonLink>
          </div>
        </Card>
      </Sections>
    </PageColumn>
  );
}
