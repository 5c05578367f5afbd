import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomGame } from '@portal/shared/contracts';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import CustomGamesPage from './CustomGamesPage';

jest.setTimeout(30_000);

const LIST = '/v1/client/custom-games';
const session = { token: 'token', user: makeSessionUser() };
const meta = { current_page: 1, last_page: 1, per_page: 20, total: 2, from: 1, to: 2 };
const room = (over: Partial<CustomGame>): CustomGame => ({
  id: 1,
  title: 'TDM warehouse 4v4',
  game: { id: 1, name: 'PUBG Mobile', slug: 'pubg-mobile' },
  mode: 'tdm',
  start_time: '2026-06-01T18:00:00.000Z',
  slots: 8,
  taken: 3,
  state: 'open',
  joined: false,
  host: { id: 5, username: 'Host', slug: null, avatar: null },
  credentials_open_at: '2026-06-01T17:45:00.000Z',
  room: null,
  ...over,
});

describe('/custom-games', () => {
  it('lists rooms; a joined player in the window sees the room id and password', async () => {
    const api = createFakeApi().on('GET', LIST, { body: { data: [room({}), room({ id: 2, title: 'Draft scrim', joined: true, room: { room_id: '7654321', room_password: '4321' } })], meta } });
    await renderWithProviders(<CustomGamesPage />, { route: '/en/custom-games', session, fetch: api.fetch });
    const cards = await screen.findAllByTestId('custom-game');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('Players: 3 of 8 · host Host')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).queryByTestId('room-credentials')).toBeNull();
    expect(within(cards[1] as HTMLElement).getByTestId('room-credentials')).toHaveTextContent('7654321');
    expect(within(cards[1] as HTMLElement).getByRole('button', { name: 'Leave' })).toBeInTheDocument();
  });

  it('joins a room', async () => {
    const api = createFakeApi()
      .on('GET', LIST, { body: { data: [room({})], meta } })
      .on('POST', '/v1/client/custom-games/1/join', { body: { data: room({ joined: true, taken: 4 }) } });
    await renderWithProviders(<CustomGamesPage />, { route: '/en/custom-games', session, fetch: api.fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST' && call.url.endsWith('/join'))).toBe(true));
  });

  it('shows the empty state without rooms', async () => {
    const api = createFakeApi().on('GET', LIST, { body: { data: [], meta: { ...meta, total: 0, last_page: 1 } } });
    await renderWithProviders(<CustomGamesPage />, { route: '/en/custom-games', fetch: api.fetch });
    expect(await screen.findByTestId('area-empty')).toBeInTheDocument();
  });
});

describe('/custom-games in Russian', () => {
  it('shows its layout and empty state in Russian without a prefix', async () => {
    const api = createFakeApi().on('GET', '/v1/client/custom-games', { body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0, from: null, to: null } } });
    await renderWithProviders(<CustomGamesPage />, { route: '/custom-games', fetch: api.fetch });
    expect(screen.getByRole('heading', { level: 1, name: 'Кастомные игры' })).toBeInTheDocument();
    expect(within(await screen.findByTestId('area-empty')).getByRole('link', { name: 'Смотреть турниры' })).toHaveAttribute('href', '/esports-mobile-tournaments');
  });
});
