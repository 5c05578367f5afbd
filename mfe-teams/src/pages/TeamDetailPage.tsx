import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { isAuthenticatedAtom } from '@portal/shared/state';
import { AuthPrompt, PageTitle } from '@portal/shared/ui';
import { TeamNotFound } from '../components/TeamNotFound';
import { TeamsPage } from '../components/TeamsPage';

/**
 * /my-teams/{teamId}: one of the signed-in user's teams. The user has no team under this address, so the
 * page says so and leads back to the team list; guests are asked to sign in.
 */
export default function TeamDetailPage() {
  const { t } = useTranslation('teams');
  const localized = useLocalizedPath();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  return (
    <TeamsPage id="teams.detail">
      <PageTitle>{t('detail.title')}</PageTitle>
      {signedIn ? (
        <TeamNotFound text={t('detail.notFoundText')} backTo={localized(routePath('teams.mine'))} backLabel={t('detail.back')} />
      ) : (
        <AuthPrompt title={t('detail.guestTitle')} text={t('detail.guestText')} />
      )}
    </TeamsPage>
  );
}
