import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { routePath } from '@portal/shared/contracts';
import { inviteHashFromSegment } from '@portal/shared/domain';
import { useLocalizedPath } from '@portal/shared/platform';
import { inviteHashAtom, isAuthenticatedAtom } from '@portal/shared/state';
import { AuthPrompt, ButtonLink, EmptyState, LinkOffIcon, PageColumn, PageTitle } from '@portal/shared/ui';
import { InvitationPanel } from './InvitationPanel';

/**
 * /team/invite-member-{hash}: a team invitation link. A well-formed one keeps its hash (spec: after login
 * the user comes back to it) and asks guests to sign in; signed-in users see the invitation. Anything else
 * under /team/ is an invalid link.
 */
export default function InvitePage() {
  const { t } = useTranslation('teams');
  const localized = useLocalizedPath();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const setInviteHash = useSetAtom(inviteHashAtom);
  const hash = inviteHashFromSegment(useParams().invite);

  // A guest's hash is kept so that signing in comes back here (spec section 2, post-login); once a signed-in
  // user has arrived, the stored hash has done its job and is dropped, so later logins go home as usual.
  useEffect(() => {
    if (hash) setInviteHash(signedIn ? RESET : hash);
  }, [hash, signedIn, setInviteHash]);

  let content;
  if (!hash) {
    content = (
      <EmptyState
        data-testid="invite-invalid"
        icon={<LinkOffIcon />}
        title={t('invite.invalidTitle')}
        text={t('invite.invalidText')}
        action={<ButtonLink to={localized(routePath('home'))}>{t('invite.home')}</ButtonLink>}
      />
    );
  } else if (signedIn) {
    content = <InvitationPanel />;
  } else {
    content = <AuthPrompt title={t('invite.guestTitle')} text={t('invite.guestText')} />;
  }

  return (
    <PageColumn $width="content">
      <PageTitle>{t('invite.title')}</PageTitle>
      {content}
    </PageColumn>
  );
}
