import { screen, within } from '@testing-library/react';
import type { TournamentSummary } from '@portal/shared/contracts';
import { createFakeApi, makeTournamentSummary, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import HomePage from './HomePage';

/** A latest tournament of the home page (the list's sample with the home page's own prize and slots). */
function tournament(id: number, name: string, overrides: Partial<TournamentSummary> = {}): TournamentSummary {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  return makeTournamentSummary({ id, slug, name, prize_fond: '500 000 ₸', accepted_teams_count: 7, teams_count: 9, accepted_entries_count: 7, ...overrides });
}

const LATEST = ['Almaty Spring Cup', 'Tashkent Open', 'Bishkek Finals', 'Istanbul Clash'].map((name, i) =>
  tournament(i + 1, name, i === 1 ? { status: { code: 'ended' }, prize_fond: null, game: { id: 3, name: 'MLBB', slug: 'mlbb' } } : {}),
);

function homeApi() {
  return createFakeApi()
    .on('GET', '/v1/client/tournament/get-latest/4', { body: { data: LATEST } })
    .on('GET', '/v1/client/main-page-tournaments/pubg-mobile', { body: { data: [tournament(10, 'Astana PUBG Weekly'), tournament(11, 'Shymkent Squads')] } })
    .on('GET', '/v1/client/main-page-tournaments/mlbb', { body: { data: [] } });
}

describe('home page', () => {
  it('renders the hero and the four latest tournaments', async () => {
    const api = homeApi();
    await renderWithProviders(<HomePage />, { route: '/en', fetch: api.fetch, routeId: 'home' });
    expect(document.querySelector('[data-page="home"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Tournaments for PUBG Mobile and MLBB teams' })).toBeInTheDocument();
    expect(within(screen.getByTestId('home-hero')).getByRole('link', { name: 'Find a tournament' })).toHaveAttribute('href', '/en/esports-mobile-tournaments');

    const latest = screen.getByTestId('home-latest');
    const cards = await within(latest).findAllByTestId('home-tournament');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(LATEST.map((t) => t.name));
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Almaty Spring Cup' })).toHaveAttribute('href', '/en/esports-mobile-tournaments/almaty-spring-cup');
    expect(within(first).getByText('Registration')).toBeInTheDocument();
    expect(within(first).getByText('500 000 ₸')).toBeInTheDocument();
    expect(within(first).getByText('7 of 16')).toBeInTheDocument();
    expect(within(first).getByText(/^25 May.*15:00$/)).toBeInTheDocument();
    expect(within(second).getByText('Ended')).toBeInTheDocument();
    expect(within(second).getByText('Not announced')).toBeInTheDocument();
    expect(within(latest).getByRole('link', { name: 'All tournaments' })).toHaveAttribute('href', '/en/esports-mobile-tournaments');
  });

  it('shows a row per game, with an empty note for a game without tournaments', async () => {
    const api = homeApi();
    await renderWithProviders(<HomePage />, { route: '/', fetch: api.fetch });
    const pubg = screen.getByTestId('home-game-pubg');
    expect(within(pubg).getByRole('heading', { level: 2, name: 'Турниры по PUBG Mobile' })).toBeInTheDocument();
    expect(await within(pubg).findAllByTestId('home-tournament')).toHaveLength(2);
    expect(within(pubg).getByRole('link', { name: 'Смотреть все' })).toHaveAttribute('href', '/esports-mobile-tournaments/pubg-mobile');

    const mlbb = screen.getByTestId('home-game-mlbb');
    expect(await within(mlbb).findByText('Сейчас по этой игре нет турниров.')).toBeInTheDocument();
    expect(within(mlbb).getByRole('link', { name: 'Смотреть все' })).toHaveAttribute('href', '/esports-mobile-tournaments/MLBB');
    expect(api.calls.map((c) => c.url).sort()).toEqual([
      '/v1/client/main-page-tournaments/mlbb',
      '/v1/client/main-page-tournaments/pubg-mobile',
      '/v1/client/tournament/get-latest/4',
    ]);
  });

  it('steps a game row with previous and next arrows shown on a laptop, each gone at its end', async () => {
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    const scrollBy = jest.fn(function (this: HTMLElement, options: ScrollToOptions) {
      this.scrollLeft += options.left ?? 0;
      this.dispatchEvent(new Event('scroll'));
    });
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', { value: scrollBy, configurable: true });
    try {
      const { user } = await renderWithProviders(<HomePage />, { route: '/kk', fetch: homeApi().fetch });
      const pubg = screen.getByTestId('home-game-pubg');
      await within(pubg).findAllByTestId('home-tournament');
      const row = within(pubg).getByTestId('home-card-row');
      // Arrows are for a mouse on a wide screen: hidden elsewhere, and jsdom applies no media query, so the
      // buttons are found by their labels and the rule that shows them is read.
      const arrow = (label: string) => pubg.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
      const previous = arrow('Алдыңғы турнирлер');
      const next = arrow('Келесі турнирлер');
      const rules = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('');
      expect(rules).toMatch(/@media \(pointer: ?fine\) and \(min-width: ?768px\)\s*\{[^}]*display:\s*inline-flex/);
      expect(previous).toBeDisabled();
      expect(next).toBeEnabled();
      expect(row).toHaveAttribute('data-more-end');
      await user.click(next);
      expect(scrollBy).toHaveBeenCalledWith({ left: 540, behavior: 'smooth' });
      expect(row.scrollLeft).toBe(540);
      expect(previous).toBeEnabled();
      expect(next).toBeDisabled();
      await user.click(previous);
      expect(row.scrollLeft).toBe(0);
      expect(previous).toBeDisabled();
    } finally {
      jest.restoreAllMocks();
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
    }
  });

  it('links into ratings, news and streams in the current language', async () => {
    await renderWithProviders(<HomePage />, { route: '/tr/home/home-page', fetch: homeApi().fetch, routeId: 'home.page' });
    expect(document.querySelector('[data-page="home.page"]')).not.toBeNull();
    const explore = screen.getByRole('region', { name: 'Portalda neler var' });
    expect(within(explore).getByRole('link', { name: /^Sıralamalar/ })).toHaveAttribute('href', '/tr/rating');
    expect(within(explore).getByRole('link', { name: /^Haberler/ })).toHaveAttribute('href', '/tr/News');
    expect(within(explore).getByRole('link', { name: /^Yayınlar/ })).toHaveAttribute('href', '/tr/watch');
  });

  it('shows skeletons while loading, then an error with a retry for a failed section', async () => {
    const api = createFakeApi()
      .on('GET', '/v1/client/tournament/get-latest/4', { status: 403, body: { message: 'Forbidden here' } }, { body: { data: LATEST } })
      .on('GET', '/v1/client/main-page-tournaments/pubg-mobile', { body: { data: [] } })
      .on('GET', '/v1/client/main-page-tournaments/mlbb', { body: { data: [] } });
    const { user } = await renderWithProviders(<HomePage />, { route: '/en', fetch: api.fetch, routeId: 'home' });
    const latest = screen.getByTestId('home-latest');
    expect(within(latest).getByRole('status')).toHaveTextContent('Loading tournaments');

    const alert = await within(latest).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the tournaments');
    expect(alert).toHaveTextContent('Forbidden here');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(latest).findAllByTestId('home-tournament')).toHaveLength(4);
  });
});
