import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { GAME_KEYS } from '@portal/shared/constants';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { ButtonLink, Card } from '@portal/shared/ui';
import { RatingLayout } from './RatingLayout';

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
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  line-height: 1.5;
`;

const GAME_ROUTE = { mlbb: 'rating.mlbb', pubg: 'rating.pubg' } as const;
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
            <div>
              <ButtonLink to={localized(routePath(GAME_ROUTE[game]))}>{t('rating.open', { game: t(`rating.games.${game}`) })}</ButtonLink>
            </div>
          </Card>
        ))}
      </Grid>
    </RatingLayout>
  );
}
