import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { mutedText, Stack } from '@portal/shared/ui';
import { filtersForGame, writeListFilters, type ListFilters, type ListGame } from '../../lib/list-filters';
import { useTournamentPaths } from '../../lib/tournament-paths';

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.lg};
  line-height: 1.25;
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.font.sizes.xl};
  }
`;

const Lead = styled.p`
  max-width: 640px;
  margin: 0;
  ${mutedText('sm')}
  line-height: 1.5;
`;

const Switch = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  overflow-x: auto;
  padding-bottom: 2px;
`;

const GameLink = styled(Link)<{ $active: boolean }>`
  flex: none;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: 600;
  text-decoration: none;
  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.colors.primary};
      border-color: ${theme.colors.primary};
      color: ${theme.colors.primaryText};
    `}
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const GAMES_SHOWN: readonly ListGame[] = [null, 'pubg', 'mlbb'];
const TITLE_KEY = { all: 'list.title', pubg: 'list.titlePubg', mlbb: 'list.titleMlbb' } as const;
const SWITCH_KEY = { all: 'list.allGames', pubg: 'games.pubg', mlbb: 'games.mlbb' } as const;

/** The hero of the list pages: title, a short lead and the game switch (which keeps the other filters). */
export function ListHero({ game, filters }: { game: ListGame; filters: ListFilters }) {
  const { t } = useTranslation('tournaments');
  const paths = useTournamentPaths();
  const searchFor = (target: ListGame) => {
    const search = writeListFilters(filtersForGame(filters, game, target)).toString();
    return search ? `?${search}` : '';
  };
  return (
    <Stack as="header">
      <Title>{t(TITLE_KEY[game ?? 'all'])}</Title>
      <Lead>{t('list.lead')}</Lead>
      <Switch aria-label={t('list.gameSwitch')}>
        {GAMES_SHOWN.map((option) => (
          <GameLink
            key={option ?? 'all'}
            to={{ pathname: paths.list(option), search: searchFor(option) }}
            $active={option === game}
            aria-current={option === game ? 'page' : undefined}
          >
            {t(SWITCH_KEY[option ?? 'all'])}
          </GameLink>
        ))}
      </Switch>
    </Stack>
  );
}
