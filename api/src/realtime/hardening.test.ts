import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { users, userBans } from '../db/schema';
import { issueToken, revokeToken } from '../sessions/tokens';
import { openTestWorld, type TestWorld } from '../../test-support/harness';
import { TestSocket } from '../../test-support/socket-client';

const HOUR = 3_600_000;
const urlOf = (app: FastifyInstance) => `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/ws`;
const closed = (socket: TestSocket) => new Promise<number>((resolve) => socket.socket.once('close', (code) => resolve(code)));

/** Limits of the socket: frames per second, failed sign-ins, connections per address, revoked tokens. */
describe('socket hardening', () => {
  let world: TestWorld;
  let app: FastifyInstance;
  let userId = 0;
  const sockets: TestSocket[] = [];
  const connect = async () => {
    const socket = await TestSocket.open(urlOf(app));
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    world = await openTestWorld('pglite', { seed: false, env: { WS_MAX_CONNECTIONS_PER_IP: '3' } });
    const [row] = await world.handle.db.insert(users).values({ username: 'Dana', slug: 'dana' }).returning({ id: users.id });
    userId = row?.id ?? 0;
    app = world.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((s) => s.close()));
  });
  afterAll(async () => world?.dispose());

  it('closes with 1008 beyond 20 frames a second', async () => {
    const socket = await connect();
    const code = closed(socket);
    for (let i = 0; i < 30; i += 1) socket.send({ type: 'ping' });
    expect(await code).toBe(1008);
  });

  it('refuses sign-in after five failures and closes with 1008', async () => {
    const socket = await connect();
    const code = closed(socket);
    for (let i = 0; i < 5; i += 1) {
      socket.send({ type: 'auth', data: { token: 'B'.repeat(43) } });
      expect(await socket.next()).toEqual({ type: 'error', data: { code: 'errors.unauthenticated' } });
    }
    socket.send({ type: 'auth', data: { token: 'C'.repeat(43) } });
    expect(await socket.next()).toEqual({ type: 'error', data: { code: 'errors.socket_auth_locked' } });
    expect(await code).toBe(1008);
  });

  it('caps the open connections of one address (WS_MAX_CONNECTIONS_PER_IP)', async () => {
    await connect();
    await connect();
    await connect();
    await expect(connect()).rejects.toThrow('HTTP 429');
    await sockets.pop()?.close();
    // A closed one frees its place.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(connect()).resolves.toBeInstanceOf(TestSocket);
  });

  it('caps the connections of an IPv6 client by its /64, as the HTTP limits count', async () => {
    // Behind a trusted proxy on this machine, the client address comes from X-Forwarded-For.
    const proxied = await world.appWith({ WS_MAX_CONNECTIONS_PER_IP: '3', TRUST_PROXY: '127.0.0.1' });
    await proxied.listen({ port: 0, host: '127.0.0.1' });
    const from = async (address: string) => {
      const socket = await TestSocket.open(urlOf(proxied), undefined, { 'x-forwarded-for': address });
      sockets.push(socket);
      return socket;
    };
    for (const address of ['2001:db8:1:2::a', '2001:db8:1:2::b', '2001:db8:1:2:ffff::c']) await from(address);
    await expect(from('2001:db8:1:2::d')).rejects.toThrow('HTTP 429');
    await expect(from('2001:db8:1:3::a')).resolves.toBeInstanceOf(TestSocket);
  });

  it('closes the sockets of a revoked token within a second', async () => {
    const { token } = await issueToken(world.handle.db, userId, { ttlMs: HOUR });
    const socket = await connect();
    socket.send({ type: 'auth', data: { token } });
    await socket.next((f) => f.type === 'ready');
    const code = closed(socket);
    const started = Date.now();
    await revokeToken(world.handle.db, token);
    expect(await code).toBe(4001);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('closes the sockets of a user banned site-wide within a second', async () => {
    const { token } = await issueToken(world.handle.db, userId, { ttlMs: HOUR });
    const socket = await connect();
    socket.send({ type: 'auth', data: { token } });
    await socket.next((f) => f.type === 'ready');
    const code = closed(socket);
    await world.handle.db.insert(userBans).values({ userId, scope: 'site', startsAt: new Date(Date.now() - 1000), expiresAt: new Date(Date.now() + HOUR) });
    expect(await code).toBe(4001);
  });
});
