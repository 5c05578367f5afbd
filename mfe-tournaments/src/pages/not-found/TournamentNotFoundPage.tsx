import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@portal/shared/ui';
import { NotFoundPanel } from '../../components/NotFoundPanel';
import { PageRoot } from '../../components/PageRoot';
import { useTournamentPaths } from '../../lib/tournament-paths';

/** /esports-mobile-tournaments/tournamentNotFound: where an unknown or private tournament link lands. */
export default function TournamentNotFoundPage() {
  const { t } = useTranslation('tournaments');
  const paths = useTournamentPaths();
  return (
    <PageRoot data-page="tournaments.not-found">
      <NotFoundPanel title={t('notFound.title')} text={t('notFound.text')} action={<ButtonLink to={paths.list()}>{t('notFound.toList')}</ButtonLink>} />
    </PageRoot>
  );
}
