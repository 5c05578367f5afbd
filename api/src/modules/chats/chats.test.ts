import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { TEAM_ROLES } from '@portal/shared/constants';
import { teamMembers, userBans, users } from '../../db/schema';
import { RIVAL_ACCOUNT } from '../../db/seed/rival-account';
import { selectRows } from '../../db/sql-helpers';
import { issueToken } from '../../sessions/tokens';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../../test-support/auth-world';
import { picture, send, type Part } from '../../../test-support/requests';
import { TestSocket } from '../../../test-support/socket-client';

interface ChatDto {
  id: number;
  kind: 'stage' | 'group';
  stage_id: number;
  group_id: number | null;
  channel: string;
  name: string;
  last_message_id: number | null;
  can_write: boolean;
  can_moderate: boolean;
}
interface MessageDto {
  id: number;
  chat_id: number;
  content: string;
  attachments: { url: string; small_url: string | null; mime_type: string; size: number; name: string }[];
  user: { id: number; username: string };
}

const TOURNAMENT = RIVAL_ACCOUNT.tournamentSlug;

describe.each(TEST_DRIVERS)("captains' chats (%s)", (driver) => {
  let t: AuthTestWorld;
  const tokens: Record<string, string> = {};
  let rivalId = 0;
  let groupChat: ChatDto;

  beforeAll(async () => {
    t = await openAuthWorld(driver);
    for (const key of ['captain', 'player', 'newbie', 'admin', 'manager'] as const) tokens[key] = await t.tokenOf(key);
    const [rival] = await t.world.handle.db.select({ id: users.id }).from(users).where(eq(users.email, RIVAL_ACCOUNT.email));
    rivalId = rival?.id ?? 0;
    tokens.rival = (await issueToken(t.world.handle.db, rivalId, { ttlMs: 3_600_000 })).token;
  }, 180_000);
  afterAll(() => t?.dispose());

  const chatsOf = async (key: string, ref: string = TOURNAMENT) => send(t.app, 'GET', `/api/v1/client/tournament/${ref}/chats`, { token: tokens[key] });
  const post = (key: string, chatId: number, parts: readonly Part[]) => send(t.app, 'POST', `/api/v1/client/chats/${chatId}/messages`, { token: tokens[key], parts });

  it('lists the chats a captain is in: the stage chats and their own group chat, shared with the rival captain', async () => {
    expect((await send(t.app, 'GET', `/api/v1/client/tournament/${TOURNAMENT}/chats`)).statusCode).toBe(401);
    const captain = await chatsOf('captain');
    expect(captain.statusCode).toBe(200);
    const mine = (captain.json() as { data: ChatDto[] }).data;
    expect(mine.some((chat) => chat.kind === 'stage')).toBe(true);
    const groups = mine.filter((chat) => chat.kind === 'group');
    expect(groups.length).toBeGreaterThanOrEqual(1);
    groupChat = groups[0] as ChatDto;
    expect(groupChat).toMatchObject({ channel: `group.${groupChat.group_id}`, can_write: true, can_moderate: false });
    const rival = (await chatsOf('rival')).json() as { data: ChatDto[] };
    expect(rival.data.map((chat) => chat.id)).toContain(groupChat.id);
    // Staff see every chat of the tournament (more than a captain) and may remove messages.
    const staff = (await chatsOf('admin')).json() as { data: ChatDto[] };
    expect(staff.data.length).toBeGreaterThan(mine.length);
    expect(staff.data.every((chat) => chat.can_moderate)).toBe(true);
  });

  it('refuses players who are not captains there, and tournaments without captains chats', async () => {
    expect((await chatsOf('player')).statusCode).toBe(403);
    expect((await chatsOf('newbie')).statusCode).toBe(403);
    expect((await chatsOf('captain', 'tashkent-open')).statusCode).toBe(403);
    expect((await chatsOf('captain', 'no-such-cup')).statusCode).toBe(404);
    expect((await chatsOf('captain', '99999999')).statusCode).toBe(404);
  });

  it('keeps the history for members, newest first, and posts text that reaches the other captain', async () => {
    const first = await post('captain', groupChat.id, [{ name: 'text', value: 'Ready? https://lobby.example/room' }]);
    expect(first.statusCode).toBe(201);
    const second = await post('rival', groupChat.id, [{ name: 'text', value: '<b>yes</b>' }]);
    expect(second.statusCode).toBe(201);
    const history = await send(t.app, 'GET', `/api/v1/client/chats/${groupChat.id}/messages`, { token: tokens.rival });
    expect(history.statusCode).toBe(200);
    const page = history.json() as { data: MessageDto[]; meta: { total: number; per_page: number } };
    expect(page.meta.per_page).toBe(30);
    expect(page.data[0]).toMatchObject({ content: '<b>yes</b>', user: { id: rivalId } });
    expect(page.data[1]).toMatchObject({ content: 'Ready? https://lobby.example/room' });
    expect((await send(t.app, 'GET', `/api/v1/client/chats/${groupChat.id}/messages`)).statusCode).toBe(401);
    expect((await send(t.app, 'GET', `/api/v1/client/chats/${groupChat.id}/messages`, { token: tokens.player })).statusCode).toBe(403);
    expect((await send(t.app, 'GET', '/api/v1/client/chats/99999999/messages', { token: tokens.captain })).statusCode).toBe(404);
    expect((await send(t.app, 'GET', '/api/v1/client/chats/abc/messages', { token: tokens.captain })).statusCode).toBe(404);
    expect((await send(t.app, 'GET', `/api/v1/client/chats/${groupChat.id}/messages?page=0`, { token: tokens.captain })).statusCode).toBe(422);
  });

  it('stores pictures re-encoded, and refuses bad messages with field errors', async () => {
    const png = await picture(64, 48);
    const withImages = await post('captain', groupChat.id, [
      { name: 'text', value: '' },
      { name: 'images[]', value: png, filename: 'a.png', type: 'image/png' },
      { name: 'images[]', value: await picture(40, 40, 'jpeg'), filename: 'b.jpg', type: 'image/jpeg' },
    ]);
    expect(withImages.statusCode).toBe(201);
    const message = (withImages.json() as { data: MessageDto }).data;
    expect(message.attachments).toHaveLength(2);
    expect(message.attachments[0]).toMatchObject({ mime_type: 'image/webp', name: 'a.png', size: png.length });
    const served = await t.app.inject({ method: 'GET', url: message.attachments[0]?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const errorsOf = async (parts: Parameters<typeof post>[2]) => {
      const response = await post('captain', groupChat.id, parts);
      expect(response.statusCode).toBe(422);
      return (response.json() as { errors: Record<string, string[]> }).errors;
    };
    expect(await errorsOf([{ name: 'text', value: '  ' }])).toEqual({ text: ['validation.chats.empty'] });
    expect(await errorsOf([{ name: 'text', value: 'x'.repeat(2001) }])).toEqual({ text: ['validation.chats.text_too_long|{"max":2000}'] });
    expect(Object.values(await errorsOf(Array.from({ length: 5 }, (_, i) => ({ name: 'images[]', value: png, filename: `${i}.png`, type: 'image/png' }))))).toEqual([
      ['validation.chats.too_many_images|{"max":4}'],
    ]);
    expect(await errorsOf([{ name: 'images[]', value: Buffer.from('not a picture at all'), filename: 'x.png', type: 'image/png' }])).toEqual({ 'images.0': ['validation.chats.image_type'] });
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    expect(Object.values(await errorsOf([{ name: 'images[]', value: big, filename: 'big.png', type: 'image/png' }]))).toEqual([['validation.chats.image_size|{"max_mb":5}']]);
    // JSON works too for text-only messages.
    expect((await send(t.app, 'POST', `/api/v1/client/chats/${groupChat.id}/messages`, { token: tokens.captain, body: { text: 'json' } })).statusCode).toBe(201);
  });

  it('refuses writing to strangers (before reading the body) and to a player under a chats ban', async () => {
    expect((await post('player', groupChat.id, [{ name: 'text', value: 'hi' }])).statusCode).toBe(403);
    expect((await send(t.app, 'POST', `/api/v1/client/chats/${groupChat.id}/messages`, { body: { text: 'hi' } })).statusCode).toBe(401);
    const [ban] = await t.world.handle.db.insert(userBans).values({ userId: rivalId, scope: 'chats', startsAt: new Date(Date.now() - 1000), expiresAt: new Date(Date.now() + 3_600_000) }).returning({ id: userBans.id });
    try {
      const refused = await post('rival', groupChat.id, [{ name: 'text', value: 'spam' }]);
      expect(refused.statusCode).toBe(403);
      expect((refused.json() as { code: string }).code).toBe('errors.chats_banned');
      const list = (await chatsOf('rival')).json() as { data: ChatDto[] };
      expect(list.data.every((chat) => !chat.can_write)).toBe(true);
    } finally {
      await t.world.handle.db.delete(userBans).where(eq(userBans.id, ban?.id ?? 0));
    }
  });

  it('lets staff remove a message, nobody else', async () => {
    const created = (await post('captain', groupChat.id, [{ name: 'text', value: 'remove me' }])).json() as { data: MessageDto };
    const url = `/api/v1/client/chats/${groupChat.id}/messages/${created.data.id}`;
    expect((await send(t.app, 'DELETE', url, { token: tokens.captain })).statusCode).toBe(403);
    expect((await send(t.app, 'DELETE', url, { token: tokens.player })).statusCode).toBe(403);
    expect((await send(t.app, 'DELETE', url, { token: tokens.admin })).statusCode).toBe(200);
    expect((await send(t.app, 'DELETE', url, { token: tokens.admin })).statusCode).toBe(404);
    const history = (await send(t.app, 'GET', `/api/v1/client/chats/${groupChat.id}/messages`, { token: tokens.captain })).json() as { data: MessageDto[] };
    expect(history.data.map((m) => m.id)).not.toContain(created.data.id);
  });

  it('opens the chat channel to members only and delivers new messages live', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
    const rival = await TestSocket.open(url);
    const player = await TestSocket.open(url);
    try {
      rival.send({ type: 'auth', data: { token: tokens.rival } });
      await rival.next((f) => f.type === 'ready');
      rival.send({ type: 'subscribe', data: { channel: groupChat.channel } });
      expect(await rival.next()).toEqual({ type: 'subscribed', data: { channel: groupChat.channel } });
      await rival.sync();
      expect(rival.drain()).toEqual([]);
      player.send({ type: 'auth', data: { token: tokens.player } });
      await player.next((f) => f.type === 'ready');
      player.send({ type: 'subscribe', data: { channel: groupChat.channel } });
      expect(await player.next()).toEqual({ type: 'error', data: { code: 'errors.socket_channel_forbidden' } });

      const posted = (await post('captain', groupChat.id, [{ name: 'text', value: 'live' }])).json() as { data: MessageDto };
      const frame = await rival.next((f) => f.type === 'message');
      expect(frame.data).toMatchObject({ channel: groupChat.channel, event: 'chat_message', payload: { id: posted.data.id, content: 'live' } });

      // The rival stops being a captain: the next membership check drops the channel.
      await t.world.handle.db.update(teamMembers).set({ roleId: TEAM_ROLES.member }).where(eq(teamMembers.userId, rivalId));
      await t.app.realtime.recheck();
      expect(await rival.next((f) => f.type === 'unsubscribed')).toEqual({ type: 'unsubscribed', data: { channel: groupChat.channel } });
      await post('captain', groupChat.id, [{ name: 'text', value: 'not for you' }]);
      await rival.sync();
      expect(rival.drain().filter((f) => f.type === 'message')).toEqual([]);
      await t.world.handle.db.update(teamMembers).set({ roleId: TEAM_ROLES.manager }).where(eq(teamMembers.userId, rivalId));
    } finally {
      await rival.close();
      await player.close();
    }
  });

  it('seeds the rival captain in the demo captain group', async () => {
    const rows = await selectRows<{ n: number }>(t.world.handle.db, sql`select count(*)::int as n from team_members where user_id = ${rivalId} and role_id = ${TEAM_ROLES.manager}`);
    expect(rows[0]?.n).toBe(1);
  });

  it("drops a captain's chat channels as soon as the organiser declines their team's entry", async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
    const [entry] = await selectRows<{ id: number }>(
      t.world.handle.db,
      sql`select e.id from tournament_entries e join tournaments tr on tr.id = e.tournament_id join team_members m on m.team_id = e.team_id
        where tr.slug = ${TOURNAMENT} and m.user_id = ${rivalId} and e.status = 'accepted' limit 1`,
    );
    const rival = await TestSocket.open(url);
    try {
      rival.send({ type: 'auth', data: { token: tokens.rival } });
      await rival.next((f) => f.type === 'ready');
      rival.send({ type: 'subscribe', data: { channel: groupChat.channel } });
      expect(await rival.next()).toEqual({ type: 'subscribed', data: { channel: groupChat.channel } });
      const declined = await send(t.app, 'POST', '/api/tournament/decline', { token: tokens.admin, body: { tournament_entry_id: entry?.id, reject_description: 'Left out' } });
      expect(declined.statusCode).toBe(200);
      // Long before the periodic check (60 s): the write itself sets off the check.
      expect(await rival.next((f) => f.type === 'unsubscribed', 3_000)).toEqual({ type: 'unsubscribed', data: { channel: groupChat.channel } });
    } finally {
      await rival.close();
    }
  });
});
