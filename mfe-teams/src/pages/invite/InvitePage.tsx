import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '@portal/shared/api-client';
import { routePath } from '@portal/shared/contracts';
import { inviteHashFromSegment } from '@portal/shared/domain';
import { useLocalizedPath, useSession } from '@portal/shared/platform';
import { inviteHashAtom } from '@portal/shared/state';
import { ButtonLink, EmptyState, LinkOffIcon, PageColumn, PageTitle, QueryErrorState, SignInGuard, Skeleton } from '@portal/shared/ui';
import { useTeamByHash } from '../../features/teams/api/team-by-hash';
import { InvitationPanel } from '../../features/teams/components/InvitationPanel';
import { TeamPreview } from '../../features/teams/components/TeamPreview';

/**
 * /team/invite-member-{hash}: a team invitation link. The team is previewed for everyone; a guest keeps
 * the hash (after signing in the portal comes back here, docs/spec.md section 2) and is asked to sign in; a
 * signed-in user joins with one button, or is told they are already in the team. A link no team has any
 * more (regenerated, team deleted) says so; anything else under /team/ is an invalid link.
 */
export default function InvitePage() {
  const { t } = useTranslation('teams');
  const localized = useLocalizedPath();
  const { authenticated } = useSession();
  const setInviteHash = useSetAtom(inviteHashAtom);
  const hash = inviteHashFromSegment(useParams().invite);
  const preview = useTeamByHash(hash);

  // A guest's hash is kept so that signing in comes back here (docs/spec.md section 2, post-login); once a signed-in
  // user has arrived, the stored hash has done its job and is dropped, so later logins go home as usual.
  useEffect(() => {
    if (hash) setInviteHash(authenticated ? RESET : hash);
  }, [hash, authenticated, setInviteHash]);

  const home = <ButtonLink to={localized(routePath('home'))}>{t('invite.home')}</ButtonLink>;
  let content;
  if (!hash) {
    content = <EmptyState data-testid="invite-invalid" icon={<LinkOffIcon />} title={t('invite.invalidTitle')} text={t('invite.invalidText')} action={home} />;
  } else if (preview.isPending) {
    content = <Skeleton lines={3} />;
  } else if (preview.isError) {
    content =
      isApiError(preview.error) && preview.error.status === 404 ? (
        <EmptyState data-testid="invite-stale" icon={<LinkOffIcon />} title={t('invite.staleTitle')} text={t('invite.staleText')} action={home} />
      ) : (
        <QueryErrorState title={t('common.loadFailed')} error={preview.error} onRetry={() => void preview.refetch()} />
      );
  } else {
    content = (
      <>
        <TeamPreview team={preview.data} />
        <SignInGuard title={t('invite.guestTitle')} text={t('invite.guestText')}>
          <InvitationPanel team={preview.data} hash={hash} />
        </SignInGuard>
      </>
    );
  }

  return (
    <PageColumn $width="content" $gap={4}>
      <PageTitle>{t('invite.title')}</PageTitle>
      {content}
    </PageColumn>
  );
}
