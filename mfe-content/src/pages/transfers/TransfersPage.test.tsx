import { screen, within } from '@testing-library/react';
import type { Transfer } from '@portal/shared/contracts';
import { createFakeApi, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import TransfersPage from './TransfersPage';

const player = { id: 3, username: 'AidosSniper', slug: 'aidos-sniper', avatar: null };
const game = { id: 1, name: 'PUBG Mobile', slug: 'pubg-mobile' };
const wolves = { id: 1, name: 'Almaty Wolves', slug: 'almaty-wolves' };
const eagles = { id: 2, name: 'Steppe Eagles', slug: 'steppe-eagles' };
const TRANSFERS: Transfer[] = [
  { id: 3, kind: 'move', player, game, from_team: wolves, to_team: eagles, created_at: '2026-05-03T10:00:00.000000Z' },
  { id: 2, kind: 'leave', player, game, from_team: null, to_team: null, created_at: '2026-05-02T10:00:00.000000Z' },
  { id: 1, kind: 'join', player, game, from_team: null, to_team: wolves, created_at: '2026-05-01T10:00:00.000000Z' },
];
const page = (data: Transfer[], total = data.length) => ({ data, meta: { current_page: 1, last_page: Math.max(1, Math.ceil(total / 10)), per_page: 10, total, from: data.length ? 1 : null, to: data.length || null } });

describe('/transfers', () => {
  it('lists joins, leaves and moves with links to players and teams', async () => {
    const api = createFakeApi().on('GET', '/v1/client/transfers', { body: page(TRANSFERS, 12) });
    await renderWithProviders(<TransfersPage />, { route: '/en/transfers', path: '/en/transfers', fetch: api.fetch });
    const items = await screen.findAllByTestId('transfer');
    expect(items.map((i) => i.textContent)).toEqual([
      'AidosSniper moved: Almaty Wolves → Steppe Eagles3 May 2026PUBG Mobile',
      'AidosSniper left a deleted team2 May 2026PUBG Mobile',
      'AidosSniper joined Almaty Wolves1 May 2026PUBG Mobile',
    ]);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Steppe Eagles' })).toHaveAttribute('href', '/en/esports-mobile-team/steppe-eagles');
    expect(screen.getByTestId('transfers-pagination')).toBeInTheDocument();
    expect(api.calls[0]?.url).toBe('/v1/client/transfers?page=1&per_page=10');
  });

  it('asks for one game and says when there is nothing', async () => {
    const api = createFakeApi().on('GET', '/v1/client/transfers', { body: page([]) });
    await renderWithProviders(<TransfersPage />, { route: '/en/transfers?game=mlbb', path: '/en/transfers', fetch: api.fetch });
    expect(await screen.findByTestId('transfers-empty')).toHaveTextContent('No transfers yet');
    expect(api.calls[0]?.url).toBe('/v1/client/transfers?page=1&per_page=10&game=mlbb');
  });
});
