import { act, screen, within } from '@testing-library/react';
import { REALTIME_SUBSCRIBED_EVENT, registerRealtimeClient, type RealtimeHandler } from '@portal/shared/platform';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import { makeTournamentDetail } from '../../lib/testing/tournament-fixtures';
import { ChatsSection } from './ChatsSection';

const tournament = makeTournamentDetail({ id: 7, with_cap_chats: true });
const chat = (id: number, kind: 'stage' | 'group', name: string, last: number | null, unread = last === null ? 0 : 1, lastRead: number | null = null) => ({
  id,
  kind,
  tournament_id: 7,
  stage_id: 1,
  group_id: kind === 'group' ? 11 : null,
  name,
  stage_name: 'Qualifier',
  channel: kind === 'group' ? 'group.11' : 'stage.1',
  last_message_id: last,
  last_read_message_id: lastRead,
  unread,
  can_write: true,
  can_moderate: false,
});
const message = (id: number, content: string, userId = 2) => ({
  id,
  chat_id: 1,
  content,
  attachments: [{ url: '/media/u/pic.webp', small_url: '/media/u/pic-small.webp', mime_type: 'image/webp', size: 100, name: 'shot.png' }],
  created_at: '2026-06-01T10:00:00.000Z',
  user: { id: userId, username: 'RivalCap', slug: null, avatar: null },
});
const page = (data: unknown[]) => ({ data, meta: { current_page: 1, last_page: 1, per_page: 30, total: data.length, from: 1, to: data.length } });

function render(api = createFakeApi()) {
  return renderWithProviders(<ChatsSection tournamentId={tournament.id} withCapChats={tournament.with_cap_chats} />, {
    route: '/en/esports-mobile-tournaments/x',
    fetch: api.fetch,
    session: { token: 't0k3n', user: makeSessionUser({ id: 1 }) },
  });
}

/** A realtime client of the test's own: `emit` plays a server event on a channel to its listeners. */
function fakeRealtime() {
  const listeners: { channel: string; handler: RealtimeHandler }[] = [];
  const unregister = registerRealtimeClient({
    subscribe: (channel, handler) => {
      const entry = { channel, handler };
      listeners.push(entry);
      return () => void listeners.splice(listeners.indexOf(entry), 1);
    },
    status: () => 'open',
    onStatusChange: () => () => undefined,
  });
  const emit = (channel: string, event: string, payload: unknown) =>
    act(() => listeners.filter((l) => l.channel === channel).forEach((l) => l.handler({ channel, event, payload })));
  return { listeners, emit, unregister };
}

describe('captains chats section', () => {
  it('shows the chats, their messages as plain text with safe links and pictures, and the unread marker the server keeps', async () => {
    const api = createFakeApi()
      .on('GET', '/v1/client/tournament/7/chats', { body: { data: [chat(1, 'stage', 'Qualifier', 5), chat(2, 'group', 'Group A', 9, 3, 6)] } })
      .on('GET', '/v1/client/chats/1/messages', { body: page([message(5, '<b>hi</b> see https://lobby.example/a.')]) })
      .on('POST', '/v1/client/chats/1/read', { body: { data: { chat_id: 1, last_read_message_id: 5, unread: 0 } } });
    await render(api);
    const section = await screen.findByTestId('tournament-chats');
    const item = await within(section).findByTestId('chat-message');
    expect(item).toHaveTextContent('<b>hi</b> see https://lobby.example/a.');
    expect(item.querySelector('b')).toBeNull();
    expect(within(item).getByRole('link', { name: 'https://lobby.example/a' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(item).getByRole('img', { name: 'Picture shot.png' })).toHaveAttribute('src', '/media/u/pic-small.webp');
    // The group chat has three messages the player has not read (counted by the server).
    expect(within(section).getByRole('button', { name: /Group A, stage Qualifier/ })).toHaveTextContent('3');
    expect(within(section).getByLabelText('Unread: 3')).toBeInTheDocument();
    // The open chat is marked read on the server up to its newest message.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const marked = api.calls.filter((call) => call.method === 'POST' && call.url === '/v1/client/chats/1/read');
    expect(marked).toHaveLength(1);
    expect(marked[0]?.body).toEqual({ message_id: 5 });
  });

  it('draws nothing for a player in none of the chats', async () => {
    const api = createFakeApi().on('GET', '/v1/client/tournament/7/chats', { status: 403, body: { message: 'Forbidden', code: 'errors.forbidden' } });
    const { container } = await render(api);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByTestId('tournament-chats')).toBeNull();
    expect(container.querySelector('section')).toBeNull();
  });

  it('checks a message before sending it', async () => {
    const api = createFakeApi()
      .on('GET', '/v1/client/tournament/7/chats', { body: { data: [chat(1, 'stage', 'Qualifier', null)] } })
      .on('GET', '/v1/client/chats/1/messages', { body: page([]) });
    const { user } = await render(api);
    await screen.findByText('No messages yet.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write a message or attach a picture.');
  });

  it("clears a chat's marker when the reader reads it in another tab", async () => {
    const { emit, unregister } = fakeRealtime();
    try {
      const api = createFakeApi()
        .on('GET', '/v1/client/tournament/7/chats', { body: { data: [chat(1, 'stage', 'Qualifier', 5, 0, 5), chat(2, 'group', 'Group A', 9, 3, 6)] } })
        .on('GET', '/v1/client/chats/1/messages', { body: page([message(5, 'hello')]) });
      await render(api);
      const section = await screen.findByTestId('tournament-chats');
      expect(await within(section).findByLabelText('Unread: 3')).toBeInTheDocument();
      // Another player's read of that chat, or the reader's read of another chat, changes nothing here.
      await emit('user.2', 'chat_read', { chat_id: 2, last_read_message_id: 9, unread: 0 });
      await emit('user.1', 'chat_read', { chat_id: 1, last_read_message_id: 5, unread: 0 });
      expect(within(section).getByLabelText('Unread: 3')).toBeInTheDocument();
      // The reader opened the group chat in another tab: the marker goes, without a reload.
      await emit('user.1', 'chat_read', { chat_id: 2, last_read_message_id: 9, unread: 0 });
      expect(within(section).queryByLabelText(/Unread/)).toBeNull();
      expect(api.calls.filter((call) => call.url === '/v1/client/tournament/7/chats')).toHaveLength(1);
    } finally {
      unregister();
    }
  });

  it('reads a chat again when its channel starts delivering, so a message sent before that is not missed', async () => {
    const { listeners, emit, unregister } = fakeRealtime();
    try {
      const api = createFakeApi()
        .on('GET', '/v1/client/tournament/7/chats', { body: { data: [chat(1, 'stage', 'Qualifier', 5, 0, 5), chat(2, 'group', 'Group A', 9, 0, 9)] } }, { body: { data: [chat(1, 'stage', 'Qualifier', 6, 0, 5), chat(2, 'group', 'Group A', 10, 1, 9)] } })
        .on('GET', '/v1/client/chats/1/messages', { body: page([message(5, 'hello')]) }, { body: page([message(6, 'sent meanwhile'), message(5, 'hello')]) })
        .on('POST', '/v1/client/chats/1/read', { body: { data: { chat_id: 1, last_read_message_id: 6, unread: 0 } } });
      await render(api);
      const section = await screen.findByTestId('tournament-chats');
      await within(section).findByText('hello');
      expect(within(section).queryByText('sent meanwhile')).toBeNull();
      // The socket confirms both channels: the open chat and the unread counts are read again, the list once.
      await emit('stage.1', REALTIME_SUBSCRIBED_EVENT, null);
      await emit('group.11', REALTIME_SUBSCRIBED_EVENT, null);
      expect(await within(section).findByText('sent meanwhile')).toBeInTheDocument();
      expect(await within(section).findByLabelText('Unread: 1')).toBeInTheDocument();
      expect(api.calls.filter((call) => call.url === '/v1/client/tournament/7/chats')).toHaveLength(2);
      // New counts in the list keep the channels: nobody leaves and joins again.
      expect(listeners.map((l) => l.channel).sort()).toEqual(['group.11', 'stage.1', 'user.1']);
    } finally {
      unregister();
    }
  });

  it("on a match page shows only that group's chat", async () => {
    const api = createFakeApi()
      .on('GET', '/v1/client/tournament/7/chats', { body: { data: [chat(1, 'stage', 'Qualifier', 5), chat(2, 'group', 'Group A', 9)] } })
      .on('GET', '/v1/client/chats/2/messages', { body: page([message(9, 'ready at 20:00')]) })
      .on('POST', '/v1/client/chats/2/read', { body: { data: { chat_id: 2, last_read_message_id: 9, unread: 0 } } });
    await renderWithProviders(<ChatsSection tournamentId={7} withCapChats groupId={11} />, { route: '/en/match/42-x', fetch: api.fetch, session: { token: 't0k3n', user: makeSessionUser({ id: 1 }) } });
    const section = await screen.findByTestId('tournament-chats');
    expect(await within(section).findByTestId('chat-message')).toHaveTextContent('ready at 20:00');
    expect(within(within(section).getByRole('list', { name: 'Chats' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Group A, stage Qualifier']);
    expect(api.calls.some((call) => call.url.startsWith('/v1/client/chats/1/'))).toBe(false);
  });

  it('asks nothing for a tournament without captains chats', async () => {
    const api = createFakeApi();
    const { container } = await renderWithProviders(<ChatsSection tournamentId={7} withCapChats={false} groupId={11} />, { route: '/en/match/42-x', fetch: api.fetch, session: { token: 't0k3n', user: makeSessionUser({ id: 1 }) } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container).toBeEmptyDOMElement();
    expect(api.calls).toHaveLength(0);
  });
});
