import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { isAuthenticatedAtom } from '@portal/shared/state';
import { AuthPrompt, ButtonLink, ClipboardIcon, PageTitle } from '@portal/shared/ui';
import { AreaPage } from '../../components/AreaPage';
import { PageRoot } from '../../components/PageRoot';
import { useTournamentPaths } from '../../lib/tournament-paths';

/** /applications: the tournament applications of the user's teams. Guests are asked to sign in. */
export default function ApplicationsPage() {
  const { t } = useTranslation('tournaments');
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const paths = useTournamentPaths();
  if (!signedIn) {
    return (
      <PageRoot data-page="applications">
        <PageTitle>{t('applications.title')}</PageTitle>
        <AuthPrompt title={t('applications.guestTitle')} text={t('applications.guestText')} />
      </PageRoot>
    );
  }
  return (
    <AreaPage
      routeId="applications"
      title={t('applications.title')}
      subtitle={t('applications.subtitle')}
      empty={{
        icon: <ClipboardIcon />,
        title: t('applications.emptyTitle'),
        text: t('applications.emptyText'),
        action: <ButtonLink to={paths.list()}>{t('applications.findTournament')}</ButtonLink>,
      }}
    />
  );
}
