import { useTranslation } from 'react-i18next';
import { ButtonLink, GamepadIcon, PageColumn, PageTitle } from '@portal/shared/ui';
import { EmptyList } from '../../components/EmptyList';
import { useTournamentPaths } from '../../lib/tournament-paths';

/** /custom-games: custom rooms (lobbies) played outside the tournament schedule. */
export default function CustomGamesPage() {
  const { t } = useTranslation('tournaments');
  const paths = useTournamentPaths();
  return (
    <PageColumn $gap={5}>
      <PageTitle subtitle={t('customGames.subtitle')}>{t('customGames.title')}</PageTitle>
      <EmptyList
        label={t('customGames.title')}
        icon={<GamepadIcon />}
        title={t('customGames.emptyTitle')}
        text={t('customGames.emptyText')}
        action={
          <ButtonLink to={paths.list()} $variant="secondary">
            {t('customGames.toTournaments')}
          </ButtonLink>
        }
      />
    </PageColumn>
  );
}
