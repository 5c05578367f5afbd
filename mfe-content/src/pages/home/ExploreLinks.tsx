import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { routePath, type PortalRouteId } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { Stack, surface } from '@portal/shared/ui';

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.lg};
  color: inherit;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  height: 100%;
  box-sizing: border-box;
  ${surface({ padding: 4 })}
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  strong {
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizes.sm};
    line-height: 1.4;
  }
`;

const LINKS: readonly { key: 'rating' | 'news' | 'watch'; route: PortalRouteId }[] = [
  { key: 'rating', route: 'rating' },
  { key: 'news', route: 'news.list' },
  { key: 'watch', route: 'watch' },
];

/** Ways from the home page into the ratings, the news and the streams. */
export function ExploreLinks() {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  const titleId = useId();
  return (
    <Stack as="section" aria-labelledby={titleId}>
      <Title id={titleId}>{t('home.explore.title')}</Title>
      <Grid>
        {LINKS.map(({ key, route }) => (
          <li key={key}>
            <Tile to={localized(routePath(route))}>
              <strong>{t(`home.explore.${key}.title`)}</strong>
              <span>{t(`home.explore.${key}.text`)}</span>
            </Tile>
          </li>
        ))}
      </Grid>
    </Stack>
  );
}
