import { screen, within } from '@testing-library/react';
import type { Stream } from '@portal/shared/contracts';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import { waitFor } from '@testing-library/react';
import '../../routes';
import WatchDetailPage from './WatchDetailPage';
import WatchPage from './WatchPage';

const stream = (id: number, overrides: Partial<Stream> = {}): Stream => ({
  id,
  title: `Stream ${id}`,
  platform: 'youtube',
  channel_url: 'https://www.youtube.com/@emrelive',
  embed_id: 'CAMasters26',
  is_live: true,
  viewers_count: 1840,
  started_at: '2026-05-01T11:00:00.000000Z',
  ended_at: null,
  game: { id: 1, name: 'PUBG Mobile', slug: 'pubg-mobile' },
  tournament: { id: 8, name: 'Central Asia Masters', slug: 'central-asia-masters' },
  streamer: { id: 5, username: 'EmreLive', slug: 'emre-live', avatar: null },
  ...overrides,
});
const page = (data: Stream[]) => ({ data, meta: { current_page: 1, last_page: 1, per_page: 10, total: data.length, from: data.length ? 1 : null, to: data.length || null } });

describe('/watch', () => {
  it('shows live streams first, then recent ones, each leading to its player', async () => {
    const api = createFakeApi().on('GET', '/v1/client/streams', { body: page([stream(1), stream(2, { is_live: false, viewers_count: 0, ended_at: '2026-04-01T17:00:00.000000Z', started_at: '2026-04-01T12:00:00.000000Z' })]) });
    await renderWithProviders(<WatchPage />, { route: '/en/watch', path: '/en/watch', fetch: api.fetch });
    const live = await screen.findByTestId('watch-live');
    expect(within(live).getByRole('heading', { name: 'Live now' })).toBeInTheDocument();
    expect(within(live).getByTestId('stream-live')).toHaveTextContent('Viewers: 1840');
    expect(within(live).getByRole('link', { name: 'Stream 1' })).toHaveAttribute('href', '/en/watch/1');
    expect(within(screen.getByTestId('watch-recent')).getByTestId('stream-recent')).toHaveTextContent('1 April 2026');
    expect(screen.getByRole('link', { name: 'MLBB' })).toHaveAttribute('href', '/en/watch?game=mlbb');
  });

  it('asks for one game and shows the empty state when nobody streams', async () => {
    const api = createFakeApi().on('GET', '/v1/client/streams', { body: page([]) });
    await renderWithProviders(<WatchPage />, { route: '/en/watch?game=mlbb', path: '/en/watch', fetch: api.fetch });
    expect(await screen.findByTestId('watch-empty')).toHaveTextContent('Nobody is streaming right now');
    expect(api.calls[0]?.url).toBe('/v1/client/streams?page=1&game=mlbb');
  });
});

describe('/watch/{id}', () => {
  it('embeds a YouTube stream and links the tournament it covers', async () => {
    const api = createFakeApi().on('GET', '/v1/client/streams/1', { body: { data: stream(1) } });
    await renderWithProviders(<WatchDetailPage />, { route: '/en/watch/1', path: '/en/watch/:id', fetch: api.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stream 1' })).toBeInTheDocument();
    expect(within(screen.getByTestId('stream-player')).getByTitle('Stream 1')).toHaveAttribute('src', 'https://www.youtube.com/embed/CAMasters26?autoplay=1&mute=1');
    expect(screen.getByTestId('stream-tournament')).toHaveAttribute('href', '/en/esports-mobile-tournaments/central-asia-masters');
  });

  it('embeds Twitch with the page host as parent, and links out for TikTok', async () => {
    const api = createFakeApi()
      .on('GET', '/v1/client/streams/2', { body: { data: stream(2, { platform: 'twitch', embed_id: 'bosphorusgaming' }) } })
      .on('GET', '/v1/client/streams/3', { body: { data: stream(3, { platform: 'tiktok', channel_url: 'https://www.tiktok.com/@steppe.scrims', tournament: null }) } });
    const first = await renderWithProviders(<WatchDetailPage />, { route: '/en/watch/2', path: '/en/watch/:id', fetch: api.fetch });
    expect(await screen.findByTitle('Stream 2')).toHaveAttribute('src', 'https://player.twitch.tv/?channel=bosphorusgaming&parent=localhost&muted=true');
    first.unmount();
    await renderWithProviders(<WatchDetailPage />, { route: '/en/watch/3', path: '/en/watch/:id', fetch: api.fetch });
    expect(await screen.findByRole('link', { name: 'Watch on TikTok' })).toHaveAttribute('href', 'https://www.tiktok.com/@steppe.scrims');
  });

  it('shows a stream that does not exist inside the player area, with a link to all streams', async () => {
    const api = createFakeApi().on('GET', '/v1/client/streams/42', { status: 404, body: { message: 'Yayın bulunamadı.', code: 'errors.stream_not_found' } });
    await renderWithProviders(<WatchDetailPage />, { route: '/tr/watch/42', path: '/tr/watch/:id', fetch: api.fetch });
    const player = await screen.findByRole('region', { name: 'Yayın oynatıcısı' });
    expect(within(player).getByRole('heading', { name: 'Bu yayın şu anda yayında değil' })).toBeInTheDocument();
    expect(within(player).getByRole('link', { name: 'Tüm yayınlar' })).toHaveAttribute('href', '/tr/watch');
  });
});

describe('becoming a streamer', () => {
  const application = { id: 4, channel: 'https://www.youtube.com/@me', telegram: 't.me/my_handle', followers_count: 1200, status: 'pending', review_note: null, created_at: '2026-05-01T10:00:00.000000Z', reviewed_at: null, user: { id: 1, username: 'test-player', slug: 'test-player' } };

  it('checks the form, maps the server errors, and shows the pending modal once sent', async () => {
    const api = createFakeApi()
      .on('GET', '/v1/client/streams', { body: page([]) })
      .on('GET', '/v1/client/streamers/mine', { body: { data: null } })
      .on('POST', '/v1/client/streamers', { status: 422, body: { message: 'Invalid', code: 'errors.validation_failed', errors: { channel: ['validation.active_url'] } } }, { status: 201, body: { data: application } });
    const { user } = await renderWithProviders(<WatchPage />, { route: '/en/watch', path: '/en/watch', session: { token: 't', user: makeSessionUser() }, fetch: api.fetch });
    await user.click(await screen.findByRole('button', { name: 'Become a streamer' }));
    const form = await screen.findByTestId('streamer-form');
    await user.click(within(form).getByRole('button', { name: 'Send the application' }));
    expect(within(form).getAllByText('Required field')).toHaveLength(3);
    await user.type(within(form).getByLabelText('Channel link'), 'my channel');
    await user.type(within(form).getByLabelText('Telegram link'), 't.me/my_handle');
    await user.type(within(form).getByLabelText('Number of followers'), '1200');
    await user.click(within(form).getByRole('button', { name: 'Send the application' }));
    expect(await within(form).findByText('Incorrect link.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send the application' }));
    expect(await screen.findByTestId('streamer-pending-modal')).toHaveTextContent('We will reply within 48 hours.');
    await waitFor(() => expect(screen.getByTestId('streamer-status')).toHaveTextContent('under review'));
  });

  it('shows the state of an application instead of the button', async () => {
    const api = createFakeApi().on('GET', '/v1/client/streams', { body: page([]) }).on('GET', '/v1/client/streamers/mine', { body: { data: { ...application, status: 'approved' } } });
    await renderWithProviders(<WatchPage />, { route: '/en/watch', path: '/en/watch', session: { token: 't', user: makeSessionUser() }, fetch: api.fetch });
    expect(await screen.findByTestId('streamer-status')).toHaveTextContent('You are a streamer of the portal.');
    expect(screen.queryByRole('button', { name: 'Become a streamer' })).toBeNull();
  });
});

describe('going live', () => {
  const approved = { id: 4, channel: 'https://www.twitch.tv/me', telegram: 't.me/my_handle', followers_count: 1200, status: 'approved', review_note: null, created_at: '2026-05-01T10:00:00.000000Z', reviewed_at: null, user: { id: 1, username: 'test-player', slug: 'test-player' } };
  const tournaments = { data: [{ id: 8, name: 'Central Asia Masters' }], meta: page([]).meta };

  it('checks the stream form, keeps what was typed, and starts the stream with the chosen tournament', async () => {
    const api = createFakeApi()
      .on('GET', '/v1/client/streams', { body: page([]) })
      .on('GET', '/v1/client/streamers/mine', { body: { data: approved } })
      .on('GET', '/v1/client/tournament', { body: tournaments })
      .on('POST', '/v1/client/streams', { status: 201, body: { data: stream(9, { title: 'Finals day' }) } });
    const { user } = await renderWithProviders(<WatchPage />, { route: '/en/watch', path: '/en/watch', session: { token: 't', user: makeSessionUser() }, fetch: api.fetch });
    await user.click(await screen.findByRole('button', { name: 'Go live' }));
    const form = await screen.findByTestId('go-live-form');
    await user.type(within(form).getByLabelText('Stream title'), 'Finals day');
    await user.type(within(form).getByLabelText('Broadcast link'), 'https://example.com/me');
    await user.click(within(form).getByRole('button', { name: 'Start the stream' }));
    expect(await within(form).findByText('Paste a YouTube, Twitch, TikTok, Kick or Trovo broadcast link.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Stream title')).toHaveValue('Finals day');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(within(form).getByLabelText('Broadcast link'));
    await user.type(within(form).getByLabelText('Broadcast link'), 'https://www.twitch.tv/emrelive');
    await user.selectOptions(await within(form).findByLabelText('Tournament the stream covers'), 'Central Asia Masters');
    await user.click(within(form).getByRole('button', { name: 'Start the stream' }));
    await waitFor(() => expect(screen.queryByTestId('go-live-form')).toBeNull());
    const sent = api.calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ title: 'Finals day', url: 'https://www.twitch.tv/emrelive', game_id: 1, tournament_id: 8 });
  });

  it('shows a live streamer their stream and ends it through the end-stream modal', async () => {
    const mine = stream(9, { title: 'Finals day', streamer: { id: 1, username: 'test-player', slug: 'test-player', avatar: null } });
    const api = createFakeApi()
      .on('GET', '/v1/client/streams', { body: page([mine]) })
      .on('GET', '/v1/client/streamers/mine', { body: { data: approved } })
      .on('POST', '/v1/client/streams/9/end', { body: { data: { ...mine, is_live: false } } });
    const { user } = await renderWithProviders(<WatchPage />, { route: '/en/watch', path: '/en/watch', session: { token: 't', user: makeSessionUser() }, fetch: api.fetch });
    const onAir = await screen.findByTestId('on-air');
    expect(within(onAir).getByRole('link', { name: 'Finals day' })).toHaveAttribute('href', '/en/watch/9');
    await user.click(within(onAir).getByRole('button', { name: 'End stream' }));
    const modal = await screen.findByTestId('end-stream-modal');
    expect(modal).toHaveTextContent('“Finals day” leaves “Live now” and moves to recent streams.');
    await user.click(within(modal).getByRole('button', { name: 'End stream' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST' && call.url === '/v1/client/streams/9/end')).toBe(true));
  });
});

describe('staff review of streamer applications', () => {
  const pending = { id: 6, channel: 'https://www.youtube.com/@newcaster', telegram: 't.me/newcaster', followers_count: 640, status: 'pending', review_note: null, created_at: '2026-05-01T10:00:00.000000Z', reviewed_at: null, user: { id: 7, username: 'NewCaster', slug: 'new-caster' } };

  it('lists pending applications to staff, approves one and rejects another with a reason', async () => {
    const api = createFakeApi()
      .on('GET', '/v1/client/streams', { body: page([]) })
      .on('GET', '/v1/client/streamers/mine', { body: { data: null } })
      .on('GET', '/v1/client/streamers', { body: { data: [pending, { ...pending, id: 7, user: { id: 8, username: 'OtherCaster', slug: 'other-caster' } }], meta: page([]).meta } })
      .on('POST', '/admin/streamers/6/approve', { body: { data: { ...pending, status: 'approved' } } })
      .on('POST', '/admin/streamers/7/reject', { body: { data: { ...pending, id: 7, status: 'rejected' } } });
    const staff = makeSessionUser({ roles: [{ name: 'admin' }] });
    const { user } = await renderWithProviders(<WatchPage />, { route: '/en/watch', path: '/en/watch', session: { token: 't', user: staff }, fetch: api.fetch });
    const [first, second] = await screen.findAllByTestId('streamer-application');
    expect(first).toHaveTextContent('NewCaster');
    expect(first).toHaveTextContent('Followers: 640');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Contact on Telegram: t.me/newcaster' })).toHaveAttribute('href', 'https://t.me/newcaster');
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Approve' }));
    // Approving is asked first, then said.
    const ask = await screen.findByTestId('streamer-approve-modal');
    expect(ask).toHaveTextContent('NewCaster can go live on the portal at once');
    expect(api.calls.some((call) => call.url === '/admin/streamers/6/approve')).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('NewCaster is now a streamer of the portal')).toBeInTheDocument();
    await user.click(within(second as HTMLElement).getByRole('button', { name: 'Reject' }));
    const modal = await screen.findByTestId('streamer-reject-modal');
    await user.type(within(modal).getByLabelText('Reason (optional)'), 'Too few followers');
    await user.click(within(modal).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.calls.find((call) => call.url === '/admin/streamers/7/reject')?.body).toEqual({ note: 'Too few followers' }));
    expect(api.calls.find((call) => call.url === '/admin/streamers/6/approve')?.body).toEqual({ note: null });
  });
});

