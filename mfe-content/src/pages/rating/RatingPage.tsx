import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { GAME_KEYS, GAMES, type GameKey } from '@portal/shared/constants';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { ButtonLink, Card, mutedText, SkeletonBlock } from '@portal/shared/ui';
import { Link } from 'react-router';
import { useRatingBoard } from '../../features/ratings/api/rating-board';
import { RatingLayout } from '../../features/ratings/components/RatingLayout';
import { RatingRule } from '../../features/ratings/components/RatingRule';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
  ${mutedText('sm')}
  line-height: 1.5;
`;

const Top = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  line-height: 1.8;
  a {
    color: inherit;
    font-weight: 600;
  }
  span {
    margin-left: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The leaders' three lines while they load: the list's own height, so the card does not grow when they come. */
const LeadersLoading = styled(Top)`
  list-style: none;
`;

const LineBlock = styled(SkeletonBlock)`
  display: inline-block;
  vertical-align: middle;
`;

const GAME_ROUTE = { mlbb: 'rating.mlbb', pubg: 'rating.pubg' } as const;
const TEAM_ROUTE = { mlbb: 'rating.mlbb.detail', pubg: 'rating.pubg.detail' } as const;

/** The three leading teams of a game's rating. */
function Leaders({ game }: { game: GameKey }) {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  const board = useRatingBoard(GAMES[game].slug, 'all');
  if (board.isPending) {
    return (
      <LeadersLoading aria-hidden="true" data-testid={`rating-leaders-loading-${game}`}>
        {[0, 1, 2].map((line) => (
          <li key={line}>
            <LineBlock $width="60%" $height="0.9em" />
          </li>
        ))}
      </LeadersLoading>
    );
  }
  const leaders = board.data?.data.slice(0, 3) ?? [];
  if (leaders.length === 0) return null;
  return (
    <Top aria-label={t('rating.leaders', { game: t(`rating.games.${game}`) })}>
      {leaders.map((row) => (
        <li key={row.team.id}>
          <Link to={localized(routePath(TEAM_ROUTE[game], { slug: row.team.slug }))}>{row.team.name}</Link>
          <span>{t('rating.pointsShort', { points: row.points })}</span>
        </li>
      ))}
    </Top>
  );
}
/** MLBB first, as in the game tabs. */
const ORDER = [...GAME_KEYS].reverse();

/** /rating: the two games' ratings to choose from. */
export default function RatingPage() {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  return (
    <RatingLayout game={null}>
      <Grid>
        {ORDER.map((game) => (
          <Card key={game} title={t(`rating.games.${game}`)} data-testid={`rating-game-${game}`}>
            <Text>{t(`rating.about.${game}`)}</Text>
            <Leaders game={game} />
            <div>
              <ButtonLink to={localized(routePath(GAME_ROUTE[game]))}>{t('rating.open', { game: t(`rating.games.${game}`) })}</ButtonLink>
            </div>
          </Card>
        ))}
      </Grid>
      <RatingRule />
    </RatingLayout>
  );
}
