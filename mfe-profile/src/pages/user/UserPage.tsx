import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { routePath, type PublicUser } from '@portal/shared/contracts';
import { describeApiFailure } from '@portal/shared/api-client';
import { useLocalizedPath, useSession } from '@portal/shared/platform';
import { ButtonLink, Card, EmptyState, NotFoundState, PageColumn, PageTitle, Skeleton } from '@portal/shared/ui';
import { isUnknownPlayer, usePublicUser } from '../../features/profile/api/public-user';
import { useRewards } from '../../features/profile/api/rewards';
import { Awards } from '../../features/profile/components/Awards';
import { ProfileHeader } from '../../features/profile/components/ProfileHeader';
import { ProfileStats } from '../../features/profile/components/ProfileStats';
import { PublicGameAccounts } from '../../features/profile/components/PublicGameAccounts';
import { PublicTeams } from '../../features/profile/components/PublicTeams';

const Sections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
`;

/** /user/{slug} addresses a player by slug, or by id when the player has no slug. */
const isOwn = (user: PublicUser, me: { id: number } | null) => me !== null && me.id === user.id;

/**
 * /user/{slug}: any player's public profile (GET /v1/client/user/{slug}): avatar, username, country and
 * its verified mark, statistics (rating, level, K/D), game accounts with level, teams and awards (each
 * opens its details), as the player's public switches allow. One's own profile leads to the settings.
 */
export default function UserPage() {
  const { t } = useTranslation('profile');
  const localized = useLocalizedPath();
  const { slug = '' } = useParams();
  const me = useSession().user;
  const profile = usePublicUser(slug);
  const ownAwards = useRewards(profile.data !== undefined && isOwn(profile.data, me));

  if (profile.isPending) {
    return (
      <PageColumn $width="content">
        <PageTitle>{t('user.title')}</PageTitle>
        <Skeleton lines={4} />
      </PageColumn>
    );
  }
  if (profile.isError) {
    return (
      <PageColumn $width="content">
        <PageTitle>{t('user.title')}</PageTitle>
        {isUnknownPlayer(profile.error) ? (
          <NotFoundState data-testid="user-not-found" title={t('user.notFoundTitle')} text={t('user.notFoundText')} back={{ to: localized(routePath('home')), label: t('user.home') }} />
        ) : (
          <EmptyState data-testid="user-error" title={t('user.loadFailed')} text={describeApiFailure(profile.error)} />
        )}
      </PageColumn>
    );
  }

  const user = profile.data;
  const own = isOwn(user, me);
  // One's own profile shows every award, earned or not (GET /v1/client/user/rewards); others see what was earned.
  const awards = own && ownAwards.data ? ownAwards.data : user.rewards;
  const settings = localized(routePath('settings.new'));
  return (
    <PageColumn $width="content" data-testid="public-profile">
      <ProfileHeader user={user} own={own} />
      <Sections>
        <Card title={t('user.stats.title')}>
          <ProfileStats user={user} />
        </Card>
        <Card title={t('user.gameProfiles')}>
          <PublicGameAccounts accounts={user.game_profiles} emptyText={own ? t('gameProfiles.emptyText') : t('user.nothingShown')} />
          {own ? (
            <div>
              <ButtonLink to={`${settings}?tab=game-information`} $variant="secondary">
                {t('gameProfiles.add')}
              </ButtonLink>
            </div>
          ) : null}
        </Card>
        <Card title={t('user.teams')}>
          <PublicTeams teams={user.teams} />
        </Card>
        <Card title={t('awards.title')}>
          <Awards awards={awards} />
        </Card>
      </Sections>
    </PageColumn>
  );
}
