import { useTranslation } from 'react-i18next';
import { NotFoundState, PageColumn } from '@portal/shared/ui';
import { useTournamentPaths } from '../../lib/tournament-paths';

/** /esports-mobile-tournaments/tournamentNotFound: where an unknown or private tournament link lands. */
export default function TournamentNotFoundPage() {
  const { t } = useTranslation('tournaments');
  const paths = useTournamentPaths();
  return (
    <PageColumn $gap={5}>
      <NotFoundState variant="page" data-testid="not-found" title={t('notFound.title')} text={t('notFound.text')} back={{ to: paths.list(), label: t('notFound.toList') }} />
    </PageColumn>
  );
}
