import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@portal/shared/ui';
import { AreaPage } from '../../components/AreaPage';
import { SwordsIcon } from '../../components/icons';
import { useTournamentPaths } from '../../lib/tournament-paths';

/** /matches: the matches of the player's teams in tournament groups. */
export default function MatchesPage() {
  const { t } = useTranslation('tournaments');
  const paths = useTournamentPaths();
  return (
    <AreaPage
      routeId="matches"
      title={t('matches.title')}
      subtitle={t('matches.subtitle')}
      empty={{
        icon: <SwordsIcon />,
        title: t('matches.emptyTitle'),
        text: t('matches.emptyText'),
        action: <ButtonLink to={paths.list()}>{t('matches.toTournaments')}</ButtonLink>,
      }}
    />
  );
}
