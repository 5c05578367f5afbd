import { useTranslation } from 'react-i18next';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { PageTitle } from '@portal/shared/ui';
import { TeamNotFound } from '../components/TeamNotFound';
import { TeamsPage } from '../components/TeamsPage';

/** /esports-mobile-team/{slug}: a team's public page, open to everyone; no team has this address. */
export default function PublicTeamPage() {
  const { t } = useTranslation('teams');
  const localized = useLocalizedPath();
  return (
    <TeamsPage id="teams.public">
      <PageTitle>{t('public.title')}</PageTitle>
      <TeamNotFound text={t('public.notFoundText')} backTo={localized(routePath('rating'))} backLabel={t('public.back')} />
    </TeamsPage>
  );
}
