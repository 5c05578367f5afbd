import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '@portal/shared/api-client';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { NotFoundState, PageColumn, PageTitle, QueryErrorState, SignInGuard, Skeleton } from '@portal/shared/ui';
import { useTeamDetail } from '../../features/teams/api/team-detail';
import { parseTeamId } from '../../features/teams/lib/team-id';
import { TeamView } from '../../features/teams/components/TeamView';

/** The API says the user has no such team: it does not exist (404) or is not theirs (403). */
const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 403);

/**
 * /my-teams/{teamId}: one of the signed-in user's teams: players with roles and readiness, the team's
 * applications, and the actions of the viewer's role in docs/spec.md's modals. A team that is not theirs (or
 * no longer exists) leads back to the list; guests are asked to sign in.
 */
export default function TeamDetailPage() {
  const { t } = useTranslation('teams');
  return (
    <SignInGuard
      title={t('detail.guestTitle')}
      text={t('detail.guestText')}
      frame={(prompt) => (
        <PageColumn $width="content">
          <PageTitle>{t('detail.title')}</PageTitle>
          {prompt}
        </PageColumn>
      )}
    >
      <TeamDetail />
    </SignInGuard>
  );
}

function TeamDetail() {
  const { t } = useTranslation('teams');
  const localized = useLocalizedPath();
  const teamId = parseTeamId(useParams().teamId);
  const detail = useTeamDetail(teamId);

  if (teamId === null || (detail.isError && isMissing(detail.error))) {
    return (
      <PageColumn $width="content">
        <PageTitle>{t('detail.title')}</PageTitle>
        <NotFoundState
          data-testid="team-not-found"
          title={t('notFound.title')}
          text={t('detail.notFoundText')}
          back={{ to: localized(routePath('teams.mine')), label: t('detail.back') }}
        />
      </PageColumn>
    );
  }
  if (!detail.data) {
    return (
      <PageColumn $width="content" aria-busy={detail.isPending}>
        <PageTitle>{t('detail.title')}</PageTitle>
        {detail.isError ? <QueryErrorState title={t('common.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} /> : <Skeleton lines={4} />}
      </PageColumn>
    );
  }
  return (
    <PageColumn $width="content" $gap={5}>
      <TeamView team={detail.data} />
    </PageColumn>
  );
}
