import { useTranslation } from 'react-i18next';
import { ButtonLink, GamepadIcon } from '@portal/shared/ui';
import { AreaPage } from '../../components/AreaPage';
import { useTournamentPaths } from '../../lib/tournament-paths';

/** /custom-games: custom rooms (lobbies) played outside the tournament schedule. */
export default function CustomGamesPage() {
  const { t } = useTranslation('tournaments');
  const paths = useTournamentPaths();
  return (
    <AreaPage
      routeId="custom-games"
      title={t('customGames.title')}
      subtitle={t('customGames.subtitle')}
      empty={{
        icon: <GamepadIcon />,
        title: t('customGames.emptyTitle'),
        text: t('customGames.emptyText'),
        action: (
          <ButtonLink to={paths.list()} $variant="secondary">
            {t('customGames.toTournaments')}
          </ButtonLink>
        ),
      }}
    />
  );
}
