import { screen, within } from '@testing-library/react';
import type { PlayerRatingRow, RatingBoardRow, RatingSeason, TeamRating } from '@portal/shared/contracts';
import { createFakeApi, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import { chartPoints, labelledPoints } from '../../features/ratings/components/HistoryChart';
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
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((td) => td.textContent);

const team = (id: number, name: string) => ({ id, name, slug: name.toLowerCase().replace(/\s+/g, '-'), logo: null });
const row = (position: number, name: string, points: number, change = 0): RatingBoardRow => ({ position, team: team(position, name), points, change, tournaments_count: 2, wins: position === 1 ? 1 : 0, skill: 12.5 - position });
const page = <T,>(data: T[]) => ({ data, meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length, from: data.length ? 1 : null, to: data.length || null } });
const BOARD = [row(1, 'Almaty Wolves', 480, 120), row(2, 'Steppe Eagles', 300), row(3, 'Nomad Legion', 165)];

describe('/rating', () => {
  it('offers both ratings as tabs and cards, with their three leaders and the rule', async () => {
    const api = createFakeApi().on('GET', '/v1/client/rating/mlbb', { body: page(BOARD.slice(0, 2)) }).on('GET', '/v1/client/rating/pubg-mobile', { body: page(BOARD) });
    const { user, location } = await renderWithProviders(<RatingPage />, { route: '/en/rating', fetch: api.fetch, routes: [{ path: '/en/rating/mlbb', element: <MlbbRatingPage /> }] });
    expect(within(games()).getByRole('link', { name: 'PUBG Mobile' })).toHaveAttribute('href', '/en/rating/pubg-mobile');
    const leaders = await screen.findByRole('list', { name: 'Leaders of the PUBG Mobile rating' });
    expect(within(leaders).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Almaty Wolves480 pts', 'Steppe Eagles300 pts', 'Nomad Legion165 pts']);
    expect(within(leaders).getByRole('link', { name: 'Almaty Wolves' })).toHaveAttribute('href', '/en/rating/pubg-mobile/almaty-wolves');
    expect(screen.getByTestId('rating-rule')).toHaveTextContent('1 — 100, 2 — 80, 3 — 65');
    await user.click(screen.getByRole('link', { name: 'Open the MLBB rating' }));
    expect(location().pathname).toBe('/en/rating/mlbb');
  });

  it("holds the leaders' three lines while they load, so the cards below do not move when they come", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const api = createFakeApi()
      .on('GET', '/v1/client/rating/mlbb', () => answered.then(() => ({ body: page([]) })))
      .on('GET', '/v1/client/rating/pubg-mobile', () => answered.then(() => ({ body: page(BOARD) })));
    await renderWithProviders(<RatingPage />, { route: '/en/rating', fetch: api.fetch });
    for (const game of ['mlbb', 'pubg']) {
      const placeholder = within(screen.getByTestId(`rating-game-${game}`)).getByTestId(`rating-leaders-loading-${game}`);
      expect(placeholder.querySelectorAll('li')).toHaveLength(3);
      expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    }
    answer();
    expect(await screen.findByRole('list', { name: 'Leaders of the PUBG Mobile rating' })).toBeInTheDocument();
    // A game without a rating yet has no leaders to show.
    expect(screen.queryByTestId('rating-leaders-loading-mlbb')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Leaders of the MLBB rating' })).not.toBeInTheDocument();
  });
});

describe('team boards', () => {
  it('show place, team, tournaments, wins, change, points and skill, linking each team to its page', async () => {
    const api = createFakeApi().on('GET', '/v1/client/rating/mlbb', { body: page(BOARD) });
    await renderWithProviders(<MlbbRatingPage />, { route: '/en/rating/mlbb', fetch: api.fetch });
    const table = await screen.findByRole('table', { name: 'MLBB team rating' });
    expect(headers(table)).toEqual(['Place', 'Team', 'Tournaments', 'Wins', '30 days', 'Points', 'Skill']);
    const rows = await within(table).findAllByTestId('rating-row');
    expect(rows.map(cells)).toEqual([
      ['1', 'Almaty Wolves', '2', '1', '+120', '480', '11.5'],
      ['2', 'Steppe Eagles', '2', '0', '0', '300', '10.5'],
      ['3', 'Nomad Legion', '2', '0', '0', '165', '9.5'],
    ]);
    expect(within(table).getByRole('link', { name: 'Steppe Eagles' })).toHaveAttribute('href', '/en/rating/mlbb/steppe-eagles');
    expect(api.calls[0]?.url).toBe('/v1/client/rating/mlbb?board=all&page=1');
  });

  it('ask for a division board and say when it is empty', async () => {
    const api = createFakeApi().on('GET', '/v1/client/rating/mlbb', { body: page([]) });
    await renderWithProviders(<MlbbBoardPage />, { route: '/en/rating/mlbb/mlbb-division-3', path: '/en/rating/mlbb/:slug', fetch: api.fetch });
    expect(await screen.findByTestId('rating-empty')).toHaveTextContent('No results in this rating yet');
    expect(screen.getByRole('table', { name: 'MLBB: Division 3' })).toBeInTheDocument();
    expect(api.calls[0]?.url).toBe('/v1/client/rating/mlbb?board=mlbb-division-3&page=1');
  });

  it('show the PUBG world rating with links to the world team pages', async () => {
    const api = createFakeApi().on('GET', '/v1/client/rating/pubg-mobile', { body: page(BOARD) });
    await renderWithProviders(<PubgWorldPage />, { route: '/en/rating/pubg-mobile/world-team-rating', fetch: api.fetch });
    const table = await screen.findByRole('table', { name: 'PUBG Mobile world team rating' });
    expect(await within(table).findByRole('link', { name: 'Almaty Wolves' })).toHaveAttribute('href', '/en/rating/pubg-mobile/world-team-rating/almaty-wolves');
    expect(api.calls[0]?.url).toBe('/v1/client/rating/pubg-mobile?board=world&page=1');
  });

  it('show the PUBG team rating with the sub-navigation', async () => {
    const api = createFakeApi().on('GET', '/v1/client/rating/pubg-mobile', { body: page(BOARD) });
    await renderWithProviders(<PubgRatingPage />, { route: '/en/rating/pubg-mobile', fetch: api.fetch });
    const sections = screen.getByRole('navigation', { name: 'Sections of the PUBG Mobile rating' });
    expect(within(sections).getByRole('link', { name: 'Team rating' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findAllByTestId('rating-row')).toHaveLength(3);
  });
});

describe('the personal board', () => {
  it('lists players with matches, kills, K/D and rating', async () => {
    const players: PlayerRatingRow[] = [{ position: 1, user: { id: 7, username: 'AidosSniper', slug: 'aidos-sniper', avatar: null }, rating: 2900, kills: 410, deaths: 100, matches: 110, kd: 4.1 }];
    const api = createFakeApi().on('GET', '/v1/client/rating/pubg-mobile/players', { body: page(players) });
    await renderWithProviders(<PubgBoardPage />, { route: '/en/rating/pubg-mobile/personal', path: '/en/rating/pubg-mobile/:slug', fetch: api.fetch });
    const rows = await screen.findAllByTestId('rating-row');
    expect(rows.map(cells)).toEqual([['1', 'AidosSniper', '110', '410', '4.10', '2900']]);
    expect(screen.getByRole('link', { name: 'AidosSniper' })).toHaveAttribute('href', '/en/user/aidos-sniper');
  });
});

describe('seasons', () => {
  const seasons: RatingSeason[] = [
    { id: 4, slug: 'pubg-mobile-season-2', name: 'Season 2', starts_at: '2026-05-01T00:00:00.000Z', ends_at: '2026-10-01T00:00:00.000Z', is_current: true, teams_count: 3, leader: { team: team(1, 'Almaty Wolves'), points: 240 } },
    { id: 3, slug: 'pubg-mobile-season-1', name: 'Season 1', starts_at: '2025-11-01T00:00:00.000Z', ends_at: '2026-05-01T00:00:00.000Z', is_current: false, teams_count: 0, leader: null },
  ];

  it('lists the seasons with their dates, teams and leader', async () => {
    const api = createFakeApi().on('GET', '/v1/client/rating/pubg-mobile/seasons', { body: { data: seasons } });
    await renderWithProviders(<PubgSeasonalPage />, { route: '/en/rating/pubg-mobile/seasonal', fetch: api.fetch });
    const rows = await screen.findAllByTestId('rating-row');
    expect(rows.map(cells)).toEqual([
      ['Season 2 (current)', '1 May 2026 — 1 Oct 2026', '3', 'Almaty Wolves (240)'],
      ['Season 1', '1 Nov 2025 — 1 May 2026', '0', '—'],
    ]);
    expect(screen.getByRole('link', { name: 'Season 1' })).toHaveAttribute('href', '/en/rating/pubg-mobile/seasonal/3');
  });

  it("shows a season's board, or a not-found state for an unknown season", async () => {
    const api = createFakeApi().on('GET', '/v1/client/rating/pubg-mobile/seasons', { body: { data: seasons } }).on('GET', '/v1/client/rating/pubg-mobile', { body: page(BOARD.slice(0, 1)) });
    const first = await renderWithProviders(<PubgSeasonPage />, { route: '/en/rating/pubg-mobile/seasonal/4', path: '/en/rating/pubg-mobile/seasonal/:seasonId', fetch: api.fetch });
    expect(await screen.findByRole('table', { name: 'Season Season 2' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('rating-row')).toHaveLength(1);
    expect(api.calls.map((c) => c.url)).toContain('/v1/client/rating/pubg-mobile?board=seasonal&page=1&season=4');
    first.unmount();
    await renderWithProviders(<PubgSeasonPage />, { route: '/en/rating/pubg-mobile/seasonal/99', path: '/en/rating/pubg-mobile/seasonal/:seasonId', fetch: api.fetch });
    expect(await screen.findByRole('heading', { name: 'Season not found' })).toBeInTheDocument();
  });
});

describe("a team's rating page", () => {
  const rating: TeamRating = {
    team: team(1, 'Almaty Wolves'),
    game: { id: 1, name: 'PUBG Mobile', slug: 'pubg-mobile' },
    board: 'world',
    position: 1,
    teams_count: 12,
    points: 480,
    change: 120,
    tournaments_count: 2,
    wins: 1,
    skill: { mu: 31.25, sigma: 5.5, ordinal: 14.8 },
    history: [
      { tournament: { id: 1, name: 'Steppe Cup Spring', slug: 'steppe-cup-spring' }, date: '2026-04-01T12:00:00.000Z', place: 1, points: 300, total: 300 },
      { tournament: { id: 2, name: 'Central Asia Masters', slug: 'central-asia-masters' }, date: '2026-05-20T12:00:00.000Z', place: 3, points: 180, total: 480 },
    ],
  };

  it('shows position, points, change, tournaments counted, skill, the chart and the history', async () => {
    const api = createFakeApi().on('GET', '/v1/client/rating/pubg-mobile/teams/almaty-wolves', { body: { data: rating } });
    await renderWithProviders(<PubgWorldTeamPage />, { route: '/en/rating/pubg-mobile/world-team-rating/almaty-wolves', path: '/en/rating/pubg-mobile/world-team-rating/:slug', fetch: api.fetch });
    expect(await screen.findByTestId('team-position')).toHaveTextContent('1 of 12');
    expect(screen.getByTestId('team-points')).toHaveTextContent('480');
    expect(screen.getByTestId('team-skill')).toHaveTextContent('14.8');
    expect(screen.getByTestId('team-skill')).toHaveAttribute('title', 'mean μ = 31.25, spread σ = 5.50');
    expect(screen.getByRole('img', { name: 'Points chart: 2 tournaments, 480 points in total' })).toBeInTheDocument();
    expect(screen.getAllByTestId('rating-chart-point')).toHaveLength(2);
    // Each point says which tournament and when: under the axis and as its tooltip.
    expect(screen.getAllByTestId('rating-chart-label').map((label) => [...label.children].map((line) => line.textContent))).toEqual([
      ['Steppe Cup Spring', '1 Apr 2026'],
      ['Central Asia Mast…', '20 May 2026'],
    ]);
    expect(screen.getAllByTestId('rating-chart-point').map((point) => point.querySelector('title')?.textContent)).toEqual([
      'Steppe Cup Spring, 1 Apr 2026: +300, 300 in total',
      'Central Asia Masters, 20 May 2026: +180, 480 in total',
    ]);
    const history = within(screen.getByTestId('team-history')).getAllByTestId('rating-row');
    expect(history.map(cells)).toEqual([
      ['Central Asia Masters', '20 May 2026', '3', '180', '480'],
      ['Steppe Cup Spring', '1 April 2026', '1', '300', '300'],
    ]);
    expect(api.calls[0]?.url).toBe('/v1/client/rating/pubg-mobile/teams/almaty-wolves?board=world');
  });

  it('is reached through a game route by team slug, with a not-found state for an unknown team', async () => {
    const api = createFakeApi().on('GET', '/v1/client/rating/mlbb/teams/ghosts', { status: 404, body: { message: 'Team not found in the rating.', code: 'errors.rating_team_not_found' } });
    await renderWithProviders(<MlbbBoardPage />, { route: '/en/rating/mlbb/ghosts', path: '/en/rating/mlbb/:slug', fetch: api.fetch });
    expect(await screen.findByRole('heading', { name: 'Team not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the rating table' })).toHaveAttribute('href', '/en/rating/mlbb');
  });

  it('draws the chart from the running totals, highest at the top', () => {
    const [a, b] = chartPoints([100, 400]);
    expect(a && b && a.x < b.x && a.y > b.y).toBe(true);
    expect(chartPoints([50])).toHaveLength(1);
  });

  it('labels every point of a short history, and the first, last and evenly spaced ones of a long one', () => {
    expect([...labelledPoints(3)]).toEqual([0, 1, 2]);
    expect([...labelledPoints(9)]).toEqual([0, 2, 4, 6, 8]);
  });
});
