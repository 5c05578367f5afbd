import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { roles, userBans, userRoles, users } from '../db/schema';
import { issueToken } from '../sessions/tokens';
import { openTestWorld, type TestWorld } from '../../test-support/harness';
import { TestSocket } from '../../test-support/socket-client';

const HOUR = 3_600_000;
const urlOf = (app: FastifyInstance) => `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/ws`;

describe('real-time socket /api/ws', () => {
  let world: TestWorld;
  let app: FastifyInstance;
  let alice: { id: number; token: string };
  let bob: { id: number; token: string };
  const sockets: TestSocket[] = [];
  const connect = async (target: FastifyInstance = app, origin?: string) => {
    const socket = await TestSocket.open(urlOf(target), origin);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    world = await openTestWorld('pglite', { seed: false, env: { CORS_ORIGINS: 'https://portal.example' } });
    const db = world.handle.db;
    const [role] = await db.insert(roles).values({ name: 'player' }).returning();
    const rows = await db
      .insert(users)
      .values([
        { username: 'Alice', slug: 'alice' },
        { username: 'Bob', slug: 'bob' },
      ])
      .returning({ id: users.id });
    await db.insert(userRoles).values(rows.map((r) => ({ userId: r.id, roleId: role?.id ?? 0 })));
    const tokenFor = async (id: number) => ({ id, token: (await issueToken(db, id, { ttlMs: HOUR })).token });
    alice = await tokenFor(rows[0]?.id ?? 0);
    bob = await tokenFor(rows[1]?.id ?? 0);
    app = world.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((s) => s.close()));
  });
  afterAll(async () => world?.dispose());

  it('authenticates, subscribes to the user channel and delivers published messages', async () => {
    const socket = await connect();
    socket.send({ type: 'auth', data: { token: alice.token } });
    expect(await socket.next()).toEqual({ type: 'ready', data: { userId: alice.id } });
    socket.send({ type: 'subscribe', data: { channel: `user.${alice.id}` } });
    // Acknowledged once the channel delivers (a client reads the channel's data again then), and again for a repeat.
    expect(await socket.next()).toEqual({ type: 'subscribed', data: { channel: `user.${alice.id}` } });
    socket.send({ type: 'subscribe', data: { channel: `user.${alice.id}` } });
    expect(await socket.next()).toEqual({ type: 'subscribed', data: { channel: `user.${alice.id}` } });
    await app.realtime.publish(`user.${alice.id}`, 'notification', { id: 7, type: 'entry_accepted' });
    expect(await socket.next()).toEqual({ type: 'message', data: { channel: `user.${alice.id}`, event: 'notification', payload: { id: 7, type: 'entry_accepted' } } });
  });

  it("refuses another user's channel and channels of unknown families", async () => {
    const socket = await connect();
    socket.send({ type: 'auth', data: { token: alice.token } });
    await socket.next((f) => f.type === 'ready');
    for (const channel of [`user.${bob.id}`, 'admin.1', 'user', 'user.1.2', 'x'.repeat(101)]) {
      socket.send({ type: 'subscribe', data: { channel } });
    }
    await socket.sync();
    const errors = socket.drain();
    expect(errors).toEqual([
      { type: 'error', data: { code: 'errors.socket_channel_forbidden' } },
      { type: 'error', data: { code: 'errors.socket_channel_forbidden' } },
      { type: 'error', data: { code: 'errors.socket_channel_forbidden' } },
      { type: 'error', data: { code: 'errors.socket_channel_forbidden' } },
      { type: 'error', data: { code: 'errors.socket_bad_frame' } },
    ]);
    await app.realtime.publish(`user.${bob.id}`, 'notification', { secret: true });
    await socket.sync();
    expect(socket.drain()).toEqual([]);
  });

  it('refuses an unknown token, keeps the connection anonymous, and answers bad frames', async () => {
    const socket = await connect();
    socket.send({ type: 'auth', data: { token: 'B'.repeat(43) } });
    expect(await socket.next()).toEqual({ type: 'error', data: { code: 'errors.unauthenticated' } });
    socket.send({ type: 'subscribe', data: { channel: `user.${alice.id}` } });
    expect(await socket.next()).toEqual({ type: 'error', data: { code: 'errors.socket_channel_forbidden' } });
    for (const frame of ['not json', '[]', '{"type":"dance"}', '{"type":"auth","data":{"token":5}}']) socket.send(frame);
    await socket.sync();
    expect(socket.drain()).toEqual(Array.from({ length: 4 }, () => ({ type: 'error', data: { code: 'errors.socket_bad_frame' } })));
  });

  it('refuses the token of a user under a site-wide ban', async () => {
    const [row] = await world.handle.db.insert(users).values({ username: 'Carol', slug: 'carol' }).returning({ id: users.id });
    const carolId = row?.id ?? 0;
    const { token } = await issueToken(world.handle.db, carolId, { ttlMs: HOUR });
    await world.handle.db.insert(userBans).values({ userId: carolId, scope: 'site', startsAt: new Date(Date.now() - 1000), expiresAt: new Date(Date.now() + HOUR) });
    const socket = await connect();
    socket.send({ type: 'auth', data: { token } });
    expect(await socket.next()).toEqual({ type: 'error', data: { code: 'errors.unauthenticated' } });
  });

  it('signing out (token null) drops the user channels', async () => {
    const socket = await connect();
    socket.send({ type: 'auth', data: { token: bob.token } });
    await socket.next((f) => f.type === 'ready');
    socket.send({ type: 'subscribe', data: { channel: `user.${bob.id}` } });
    expect(await socket.next()).toEqual({ type: 'subscribed', data: { channel: `user.${bob.id}` } });
    socket.send({ type: 'auth', data: { token: null } });
    expect(await socket.next((f) => f.type === 'ready')).toEqual({ type: 'ready', data: { userId: null } });
    await app.realtime.publish(`user.${bob.id}`, 'notification', { after: 'sign-out' });
    await socket.sync();
    expect(socket.drain()).toEqual([]);
  });

  it('accepts the portal origins and refuses others', async () => {
    await expect(connect(app, 'https://portal.example')).resolves.toBeInstanceOf(TestSocket);
    await expect(connect(app, 'https://evil.example')).rejects.toThrow('HTTP 403');
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL;
const describeRedis = REDIS_URL ? describe : describe.skip;

describeRedis('two API instances over Redis (TEST_REDIS_URL)', () => {
  let world: TestWorld;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let user: { id: number; token: string };
  let socket: TestSocket | null = null;
  const prefix = `test-${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    world = await openTestWorld('pglite', { seed: false });
    const [row] = await world.handle.db.insert(users).values({ username: 'Carol', slug: 'carol' }).returning({ id: users.id });
    user = { id: row?.id ?? 0, token: (await issueToken(world.handle.db, row?.id ?? 0, { ttlMs: HOUR })).token };
    // A random prefix per run: other runs on the same Redis never hear these messages.
    const env = { REDIS_URL: REDIS_URL ?? '', REDIS_PREFIX: prefix };
    first = await world.appWith(env);
    second = await world.appWith(env);
    await first.listen({ port: 0, host: '127.0.0.1' });
    await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await socket?.close();
    await world?.dispose();
    // The instances' rate-limit counters expire within a minute; this run removes its own at once.
    const redis = new Redis(REDIS_URL ?? '');
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('delivers a message published on one instance to a socket of the other', async () => {
    expect(first.realtime.bus.kind).toBe('redis');
    socket = await TestSocket.open(urlOf(first));
    socket.send({ type: 'auth', data: { token: user.token } });
    expect(await socket.next()).toEqual({ type: 'ready', data: { userId: user.id } });
    socket.send({ type: 'subscribe', data: { channel: `user.${user.id}` } });
    expect(await socket.next()).toEqual({ type: 'subscribed', data: { channel: `user.${user.id}` } });
    await socket.sync();
    await second.realtime.publish(`user.${user.id}`, 'notification', { from: 'second instance' });
    expect(await socket.next()).toEqual({ type: 'message', data: { channel: `user.${user.id}`, event: 'notification', payload: { from: 'second instance' } } });
    await first.realtime.publish(`user.${user.id}`, 'notification', { from: 'first instance' });
    expect(await socket.next()).toEqual({ type: 'message', data: { channel: `user.${user.id}`, event: 'notification', payload: { from: 'first instance' } } });
    await socket.sync();
    expect(socket.drain()).toEqual([]);
  });
});
