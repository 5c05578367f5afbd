import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { users } from '../../db/schema';
import { demoAccount } from '../../db/seed/demo-accounts';
import { RIVAL_ACCOUNT } from '../../db/seed/rival-account';
import { selectRows } from '../../db/sql-helpers';
import { withNotices } from '../../services/notifications/notify';
import { issueToken } from '../../sessions/tokens';
import { openTestWorld, type TestWorld } from '../../../test-support/harness';
import { send } from '../../../test-support/requests';
import { TestSocket } from '../../../test-support/socket-client';

const REDIS_URL = process.env.TEST_REDIS_URL;
const describeRedis = REDIS_URL ? describe : describe.skip;
const urlOf = (app: FastifyInstance) => `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/ws`;

/** Two API instances on one database and one Redis (TEST_REDIS_URL): chats and notifications cross between them. */
describeRedis('chats and notifications across two API instances (TEST_REDIS_URL)', () => {
  let world: TestWorld;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const sockets: TestSocket[] = [];
  const prefix = `test-${randomBytes(6).toString('hex')}:`;
  const tokenOf = async (email: string) => {
    const [row] = await world.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { id: row?.id ?? 0, token: (await issueToken(world.handle.db, row?.id ?? 0, { ttlMs: 3_600_000 })).token };
  };

  beforeAll(async () => {
    world = await openTestWorld('pglite');
    const env = { REDIS_URL: REDIS_URL ?? '', REDIS_PREFIX: prefix };
    a = await world.appWith(env);
    b = await world.appWith(env);
    await a.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
  }, 180_000);
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await world?.dispose();
    const redis = new Redis(REDIS_URL ?? '');
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const signedInSocket = async (app: FastifyInstance, token: string, channel: string) => {
    const socket = await TestSocket.open(urlOf(app));
    sockets.push(socket);
    socket.send({ type: 'auth', data: { token } });
    await socket.next((f) => f.type === 'ready');
    socket.send({ type: 'subscribe', data: { channel } });
    expect(await socket.next()).toEqual({ type: 'subscribed', data: { channel } });
    await socket.sync();
    expect(socket.drain()).toEqual([]);
    return socket;
  };

  it('delivers a chat message posted through A to a socket on B', async () => {
    const captain = await tokenOf(demoAccount('captain').email);
    const rival = await tokenOf(RIVAL_ACCOUNT.email);
    const chats = (await send(a, 'GET', `/api/v1/client/tournament/${RIVAL_ACCOUNT.tournamentSlug}/chats`, { token: rival.token })).json() as { data: { id: number; kind: string; channel: string }[] };
    const group = chats.data.find((chat) => chat.kind === 'group');
    if (!group) throw new Error('the rival has no group chat');
    const socket = await signedInSocket(b, rival.token, group.channel);
    const posted = await send(a, 'POST', `/api/v1/client/chats/${group.id}/messages`, { token: captain.token, parts: [{ name: 'text', value: 'from instance A' }] });
    expect(posted.statusCode).toBe(201);
    const frame = await socket.next((f) => f.type === 'message');
    expect(frame.data).toMatchObject({ channel: group.channel, event: 'chat_message', payload: { content: 'from instance A', user: { id: captain.id } } });
  });

  it("delivers a notification written on B to the user's socket on A", async () => {
    const player = await tokenOf(demoAccount('player').email);
    const socket = await signedInSocket(a, player.token, `user.${player.id}`);
    await withNotices(b, async (_tx, notify) => notify({ userId: player.id, type: 'match_starting', data: { tournament: 'Central Asia Masters', group: 'Group A', game_time: '2026-12-01T13:00:00Z', timezone: null } }));
    const frame = await socket.next((f) => f.type === 'message');
    expect(frame.data).toMatchObject({ channel: `user.${player.id}`, event: 'notification', payload: { type: 'match_starting' } });
    const [row] = await selectRows<{ n: number }>(world.handle.db, sql`select count(*)::int as n from notifications where user_id = ${player.id} and type = 'match_starting'`);
    expect(row?.n).toBeGreaterThanOrEqual(1);
  });
});
