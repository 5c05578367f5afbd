import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { isApiError } from '@portal/shared/api-client';
import { routePath } from '@portal/shared/contracts';
import { gameKeyOf } from '@portal/shared/domain';
import { useLocalizedPath, useNamedPageTitle } from '@portal/shared/platform';
import { MutedText, NotFoundState, PageColumn, PageTitle, QueryErrorState, Skeleton } from '@portal/shared/ui';
import { usePublicTeam } from '../../features/teams/api/public-team';
import { TeamLogo } from '../../features/teams/components/TeamLogo';
import { PublicMembers } from '../../features/teams/components/PublicMembers';
import { PublicTournaments } from '../../features/teams/components/PublicTournaments';
import { TeamCalendarLink } from '../../features/calendar/components/TeamCalendarLink';

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const Texts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.xl};
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

/**
 * /esports-mobile-team/{slug}: a team's public page, open to everyone: name, logo, game, division, the
 * players (public fields) and the tournaments it played with their status and result; a link to subscribe to
 * its matches in a calendar app.
 */
export default function PublicTeamPage() {
  const { t } = useTranslation('teams');
  const localized = useLocalizedPath();
  const { slug = '' } = useParams();
  const page = usePublicTeam(slug);
  useNamedPageTitle(page.data ? { kind: 'team', name: page.data.name, game: page.data.game.name } : null);

  if (page.data) {
    const team = page.data;
    const game = gameKeyOf(team.game.id);
    return (
      <PageColumn $width="content" $gap={5}>
        <Head>
          <TeamLogo logo={team.logo} alt={t('logoAlt', { name: team.name })} size={72} eager />
          <Texts>
            <Title>{team.name}</Title>
            <MutedText $size="sm">{[game ? t(`games.${game}`) : team.game.name, team.division?.name, t('members.count', { count: team.members_count })].filter(Boolean).join(' · ')}</MutedText>
          </Texts>
        </Head>
        <TeamCalendarLink slug={slug} />
        <PublicMembers members={team.members} />
        <PublicTournaments tournaments={team.tournaments} />
      </PageColumn>
    );
  }
  return (
    <PageColumn $width="content">
      <PageTitle>{t('public.title')}</PageTitle>
      {page.isPending ? <Skeleton lines={4} /> : null}
      {page.isError && isApiError(page.error) && page.error.status === 404 ? (
        <NotFoundState data-testid="team-not-found" title={t('notFound.title')} text={t('public.notFoundText')} back={{ to: localized(routePath('rating')), label: t('public.back') }} />
      ) : null}
      {page.isError && !(isApiError(page.error) && page.error.status === 404) ? <QueryErrorState title={t('common.loadFailed')} error={page.error} onRetry={() => void page.refetch()} /> : null}
    </PageColumn>
  );
}
