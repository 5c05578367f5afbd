import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { isAuthenticatedAtom } from '@portal/shared/state';
import { AuthPrompt, ButtonLink, ClipboardIcon, PageColumn, PageTitle } from '@portal/shared/ui';
import { EmptyList } from '../../components/EmptyList';
import { useTournamentPaths } from '../../lib/tournament-paths';

/** /applications: the tournament applications of the user's teams. Guests are asked to sign in. */
export default function ApplicationsPage() {
  const { t } = useTranslation('tournaments');
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const paths = useTournamentPaths();
  if (!signedIn) {
    return (
      <PageColumn $gap={5}>
        <PageTitle>{t('applications.title')}</PageTitle>
        <AuthPrompt title={t('applications.guestTitle')} text={t('applications.guestText')} />
      </PageColumn>
    );
  }
  return (
    <PageColumn $gap={5}>
      <PageTitle subtitle={t('applications.subtitle')}>{t('applications.title')}</PageTitle>
      <EmptyList
        label={t('applications.title')}
        icon={<ClipboardIcon />}
        title={t('applications.emptyTitle')}
        text={t('applications.emptyText')}
        action={<ButtonLink to={paths.list()}>{t('applications.findTournament')}</ButtonLink>}
      />
    </PageColumn>
  );
}
