import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { isAuthenticatedAtom } from '@portal/shared/state';
import { AuthPrompt, NotFoundState, PageColumn, PageTitle } from '@portal/shared/ui';

/**
 * /my-teams/{teamId}: one of the signed-in user's teams. The user has no team under this address, so the
 * page says so and leads back to the team list; guests are asked to sign in.
 */
export default function TeamDetailPage() {
  const { t } = useTranslation('teams');
  const localized = useLocalizedPath();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  return (
    <PageColumn $width="content">
      <PageTitle>{t('detail.title')}</PageTitle>
      {signedIn ? (
        <NotFoundState
          data-testid="team-not-found"
          title={t('notFound.title')}
          text={t('detail.notFoundText')}
          back={{ to: localized(routePath('teams.mine')), label: t('detail.back') }}
        />
      ) : (
        <AuthPrompt title={t('detail.guestTitle')} text={t('detail.guestText')} />
      )}
    </PageColumn>
  );
}
