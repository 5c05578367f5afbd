import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import MlbbBoardPage from './MlbbBoardPage';
import MlbbRatingPage from './MlbbRatingPage';
import PubgBoardPage from './PubgBoardPage';
import PubgRatingPage from './PubgRatingPage';
import PubgSeasonPage from './PubgSeasonPage';
import PubgSeasonalPage from './PubgSeasonalPage';
import PubgWorldPage from './PubgWorldPage';
import PubgWorldTeamPage from './PubgWorldTeamPage';
import RatingPage from './RatingPage';

const games = () => screen.getByRole('navigation', { name: 'Game' });
const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((th) => th.textContent);

describe('/rating', () => {
  it('offers the MLBB and PUBG Mobile ratings as tabs and as cards', async () => {
    const { user, location } = await renderWithProviders(<RatingPage />, {
      route: '/en/rating',
      routes: [{ path: '/en/rating/mlbb', element: <MlbbRatingPage /> }],
    });
    expect(within(games()).getByRole('link', { name: 'MLBB' })).toHaveAttribute('href', '/en/rating/mlbb');
    expect(within(games()).getByRole('link', { name: 'PUBG Mobile' })).toHaveAttribute('href', '/en/rating/pubg-mobile');
    expect(within(games()).queryByRole('link', { current: 'page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the PUBG Mobile rating' })).toHaveAttribute('href', '/en/rating/pubg-mobile');
    await user.click(screen.getByRole('link', { name: 'Open the MLBB rating' }));
    expect(location().pathname).toBe('/en/rating/mlbb');
    expect(within(games()).getByRole('link', { name: 'MLBB' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('MLBB rating', () => {
  it('shows the team table with its headers and the division boards', async () => {
    await renderWithProviders(<MlbbRatingPage />, { route: '/en/rating/mlbb' });
    const table = screen.getByRole('table', { name: 'MLBB team rating' });
    expect(headers(table)).toEqual(['Place', 'Team', 'Matches', 'Wins', 'Points']);
    expect(screen.getByTestId('rating-empty')).toHaveTextContent('No results in this rating yet');
    const boards = screen.getByRole('navigation', { name: 'Tables of the MLBB rating' });
    expect(within(boards).getByRole('link', { name: 'All divisions' })).toHaveAttribute('aria-current', 'page');
    expect(within(boards).getByRole('link', { name: 'Division 2' })).toHaveAttribute('href', '/en/rating/mlbb/mlbb-division-2');
    expect(screen.queryByRole('navigation', { name: 'Sections of the PUBG Mobile rating' })).toBeNull();
  });

  it('shows a division board, and a not-found state for an unknown one', async () => {
    const { unmount } = await renderWithProviders(<MlbbBoardPage />, { route: '/en/rating/mlbb/mlbb-division-3', path: '/en/rating/mlbb/:slug' });
    expect(screen.getByRole('table', { name: 'MLBB: Division 3' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Division 3' })).toHaveAttribute('aria-current', 'page');
    unmount();

    await renderWithProviders(<MlbbBoardPage />, { route: '/en/rating/mlbb/personal', path: '/en/rating/mlbb/:slug' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { name: 'There is no such rating table' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the game\'s rating' })).toHaveAttribute('href', '/en/rating/mlbb');
  });
});

describe('PUBG Mobile rating', () => {
  it('has the sub-navigation team rating, seasonal and world team rating', async () => {
    await renderWithProviders(<PubgRatingPage />, { route: '/en/rating/pubg-mobile' });
    const sections = screen.getByRole('navigation', { name: 'Sections of the PUBG Mobile rating' });
    expect(within(sections).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Team rating', '/en/rating/pubg-mobile'],
      ['Seasonal', '/en/rating/pubg-mobile/seasonal'],
      ['World team rating', '/en/rating/pubg-mobile/world-team-rating'],
    ]);
    expect(within(sections).getByRole('link', { name: 'Team rating' })).toHaveAttribute('aria-current', 'page');
    expect(headers(screen.getByRole('table', { name: 'PUBG Mobile team rating' }))).toEqual(['Place', 'Team', 'Matches', 'Kills', 'Points']);
  });

  it('shows the personal board with player columns and refuses unknown boards', async () => {
    const { unmount } = await renderWithProviders(<PubgBoardPage />, { route: '/en/rating/pubg-mobile/personal', path: '/en/rating/pubg-mobile/:slug' });
    expect(headers(screen.getByRole('table', { name: 'PUBG Mobile: Personal' }))).toEqual(['Place', 'Player', 'Team', 'Matches', 'Kills', 'K/D', 'Points']);
    unmount();

    await renderWithProviders(<PubgBoardPage />, { route: '/rating/pubg-mobile/nothing', path: '/rating/pubg-mobile/:slug' });
    expect(screen.getByRole('heading', { name: 'Такой таблицы рейтинга нет' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К рейтингу игры' })).toHaveAttribute('href', '/rating/pubg-mobile');
  });

  it('shows the seasons and one season', async () => {
    const { unmount } = await renderWithProviders(<PubgSeasonalPage />, { route: '/en/rating/pubg-mobile/seasonal' });
    expect(screen.getByRole('link', { name: 'Seasonal' })).toHaveAttribute('aria-current', 'page');
    expect(headers(screen.getByRole('table', { name: 'PUBG Mobile seasons' }))).toEqual(['Season', 'Dates', 'Teams', 'Leader']);
    expect(screen.getByText('No seasons yet')).toBeInTheDocument();
    unmount();

    await renderWithProviders(<PubgSeasonPage />, { route: '/en/rating/pubg-mobile/seasonal/4', path: '/en/rating/pubg-mobile/seasonal/:seasonId' });
    expect(screen.getByRole('table', { name: 'Season 4' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All seasons' })).toHaveAttribute('href', '/en/rating/pubg-mobile/seasonal');
  });

  it('shows the world team rating and a team in it', async () => {
    const { unmount } = await renderWithProviders(<PubgWorldPage />, { route: '/en/rating/pubg-mobile/world-team-rating' });
    expect(screen.getByRole('link', { name: 'World team rating' })).toHaveAttribute('aria-current', 'page');
    expect(headers(screen.getByRole('table', { name: 'PUBG Mobile world team rating' }))).toEqual(['Place', 'Team', 'Country', 'Tournaments', 'Points']);
    unmount();

    await renderWithProviders(<PubgWorldTeamPage />, {
      route: '/en/rating/pubg-mobile/world-team-rating/steppe-wolves',
      path: '/en/rating/pubg-mobile/world-team-rating/:slug',
    });
    expect(headers(screen.getByRole('table', { name: "The team's results in the world rating" }))).toEqual(['Tournament', 'Date', 'Place', 'Points']);
    expect(screen.getByText('No results for this team')).toBeInTheDocument();
  });
});
