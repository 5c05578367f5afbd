import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { GAMES, LATEST_TOURNAMENTS_DEFAULT } from '@portal/shared/constants';
import { routePath } from '@portal/shared/contracts';
import { OnboardingChecklist, useLocalizedPath } from '@portal/shared/platform';
import { useLatestTournaments } from '../../features/tournaments/api/latest-tournaments';
import { useMainPageTournaments } from '../../features/tournaments/api/main-page-tournaments';
import { ExploreLinks } from './ExploreLinks';
import { HomeHero } from './HomeHero';
import { HomeTournamentSection } from '../../features/tournaments/components/HomeTournamentSection';
import { PersonalStrip } from './PersonalStrip';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(8)};
  min-width: 0;
`;

/**
 * A section below the first screen: the browser lays it out and paints it only when it comes near the
 * viewport (its estimated height holds its place until then, then its real one is remembered), so the
 * first screen's renders do not pay for it.
 */
const BelowFold = styled.div<{ $height: number }>`
  content-visibility: auto;
  contain-intrinsic-size: auto ${({ $height }) => $height}px;
`;

const GAME_ROWS = [
  { key: 'pubg', slug: GAMES.pubg.slug, list: 'tournaments.pubg' },
  { key: 'mlbb', slug: GAMES.mlbb.slug, list: 'tournaments.mlbb' },
] as const;

function GameRow({ game }: { game: (typeof GAME_ROWS)[number] }) {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  const query = useMainPageTournaments(game.slug);
  return (
    <HomeTournamentSection
      data-testid={`home-game-${game.key}`}
      title={t(`home.games.${game.key}`)}
      more={{ to: localized(routePath(game.list)), label: t('home.games.all') }}
      query={query}
      layout="row"
      empty={t('home.games.empty')}
      placeholders={3}
    />
  );
}

/** The latest tournaments: their own component, so their data arriving re-renders this section, not the page. */
function LatestRow() {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  const latest = useLatestTournaments(LATEST_TOURNAMENTS_DEFAULT);
  return (
    <HomeTournamentSection
      data-testid="home-latest"
      title={t('home.latest.title')}
      more={{ to: localized(routePath('tournaments.list')), label: t('home.latest.all') }}
      query={latest}
      layout="grid"
      empty={t('home.latest.empty')}
      placeholders={LATEST_TOURNAMENTS_DEFAULT}
    />
  );
}

/**
 * The home page, mounted for the routes 'home' (/) and 'home.page' (/home/home-page, on the white page
 * background): the hero, a signed-in player's personal strip and onboarding checklist, the latest tournaments, a row of current tournaments per game, and ways into
 * ratings, news and streams. Kept light: it is the page measured for bundle size.
 */
export default function HomePage() {
  return (
    <Root>
      <HomeHero />
      <PersonalStrip />
      <OnboardingChecklist />
      <LatestRow />
      {GAME_ROWS.map((game) => (
        <BelowFold key={game.key} $height={250}>
          <GameRow game={game} />
        </BelowFold>
      ))}
      <BelowFold $height={300}>
        <ExploreLinks />
      </BelowFold>
    </Root>
  );
}
