import { screen, within } from '@testing-library/react';
import { createFakeApi, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import { makeTournamentDetail } from '../../lib/testing/tournament-fixtures';
import PromoPage from './PromoPage';

const PATH = '/:lang?/esports-mobile-tournaments/promo/:slug';

describe('tournament promo page', () => {
  it('shows the hero, the countdown, the key facts and the way to the tournament', async () => {
    const api = createFakeApi().on('GET', '/v1/client/tournament/almaty-spring-cup', {
      body: { data: makeTournamentDetail({ start_req_time_timer: 5 * 86_400 + 60, end_req_time: 9 * 86_400 }) },
    });
    await renderWithProviders(<PromoPage />, { route: '/en/esports-mobile-tournaments/promo/almaty-spring-cup', path: PATH, fetch: api.fetch });
    const hero = await screen.findByTestId('promo-hero');
    expect(within(hero).getByRole('heading', { level: 1, name: 'Almaty Spring Cup' })).toBeInTheDocument();
    expect(within(hero).getByRole('timer', { name: 'Registration opens in' })).toHaveTextContent(/^5 d 00:0[01]:\d\d$/);
    expect(within(hero).getByRole('link', { name: 'Go to the tournament' })).toHaveAttribute('href', '/en/esports-mobile-tournaments/almaty-spring-cup');
    const facts = screen.getByRole('region', { name: 'Key facts' });
    expect(within(facts).getByText('1 000 000 ₸')).toBeInTheDocument();
    expect(within(facts).getByText('3 of 16')).toBeInTheDocument();
  });

  it('goes to the not-found page for an unknown tournament', async () => {
    const api = createFakeApi().on('GET', '/v1/client/tournament/gone', { status: 404, body: { message: 'Not found' } });
    const { location } = await renderWithProviders(<PromoPage />, {
      route: '/esports-mobile-tournaments/promo/gone',
      path: PATH,
      fetch: api.fetch,
      routes: [{ path: '/esports-mobile-tournaments/tournamentNotFound', element: <p>not found page</p> }],
    });
    expect(await screen.findByText('not found page')).toBeInTheDocument();
    expect(location().pathname).toBe('/esports-mobile-tournaments/tournamentNotFound');
  });
});
