import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { authTokens, roles, userBans, userRoles, users } from '../db/schema';
import { issueToken, revokeAllTokens, revokeToken } from '../sessions/tokens';
import { TEST_DRIVERS } from '../../test-support/databases';
import { openTestWorld, testConfig, type TestWorld } from '../../test-support/harness';

const HOUR = 3_600_000;

describe.each(TEST_DRIVERS)('bearer authentication (%s)', (driver) => {
  let world: TestWorld;
  let app: FastifyInstance;
  let playerId: number;
  let adminId: number;

  beforeAll(async () => {
    world = await openTestWorld(driver, { seed: false });
    const db = world.handle.db;
    const roleRows = await db.insert(roles).values([{ name: 'player' }, { name: 'admin' }]).returning();
    const [player, admin] = await db
      .insert(users)
      .values([
        { username: 'Player One', slug: 'player-one', email: 'one@mail.example' },
        { username: 'Admin Two', slug: 'admin-two', email: 'two@mail.example' },
      ])
      .returning({ id: users.id });
    playerId = player?.id ?? 0;
    adminId = admin?.id ?? 0;
    const roleId = (name: string) => roleRows.find((r) => r.name === name)?.id ?? 0;
    await db.insert(userRoles).values([
      { userId: playerId, roleId: roleId('player') },
      { userId: adminId, roleId: roleId('admin') },
    ]);
    await db.insert(userBans).values([
      { userId: playerId, scope: 'comments', startsAt: new Date(Date.now() - HOUR), expiresAt: new Date(Date.now() + HOUR) },
      { userId: playerId, scope: 'chats', startsAt: new Date(Date.now() - 3 * HOUR), expiresAt: new Date(Date.now() - HOUR) },
    ]);

    app = await buildApp(testConfig(), { database: world.handle });
    app.get('/api/test/me', { preHandler: app.requireAuth }, async (request) => ({ data: request.user }));
    app.get('/api/test/admin', { preHandler: app.requireRole('admin') }, async () => ({ data: 'ok' }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await world?.dispose();
  });

  const me = (authorization?: string) => app.inject({ url: '/api/test/me', headers: authorization ? { authorization, 'accept-language': 'en' } : { 'accept-language': 'en' } });

  it('issues 256-bit opaque tokens and stores only their SHA-256', async () => {
    const issued = await issueToken(world.handle.db, playerId, { ttlMs: HOUR });
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await world.handle.db.select().from(authTokens).where(eq(authTokens.id, issued.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(issued.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(issued.token);
  });

  it('resolves the user, roles and bans in force from a valid token', async () => {
    const { token } = await issueToken(world.handle.db, playerId, { ttlMs: HOUR });
    const response = await me(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: playerId, slug: 'player-one', username: 'Player One', roles: ['player'], bans: ['comments'] });
  });

  it('answers 401 without a token, with an unknown, a revoked or an expired one', async () => {
    const revoked = await issueToken(world.handle.db, playerId, { ttlMs: HOUR });
    expect(await revokeToken(world.handle.db, revoked.token)).toBe(true);
    expect(await revokeToken(world.handle.db, revoked.token)).toBe(false);
    const expired = await issueToken(world.handle.db, playerId, { ttlMs: HOUR, now: new Date(Date.now() - 2 * HOUR) });
    const unknown = 'A'.repeat(43);
    for (const header of [undefined, `Bearer ${unknown}`, `Bearer ${revoked.token}`, `Bearer ${expired.token}`, 'Bearer', `Basic ${revoked.token}`, 'Bearer two words']) {
      const response = await me(header);
      expect({ header, status: response.statusCode }).toEqual({ header, status: 401 });
      expect(response.json()).toEqual({ message: 'Sign in to continue.', code: 'errors.unauthenticated' });
    }
  });

  it('revokes every token of a user at once', async () => {
    const a = await issueToken(world.handle.db, adminId, { ttlMs: HOUR });
    const b = await issueToken(world.handle.db, adminId, { ttlMs: HOUR });
    expect(await revokeAllTokens(world.handle.db, adminId)).toBeGreaterThanOrEqual(2);
    expect((await me(`Bearer ${a.token}`)).statusCode).toBe(401);
    expect((await me(`Bearer ${b.token}`)).statusCode).toBe(401);
  });

  it('answers 403 without the role and 200 with it', async () => {
    const player = await issueToken(world.handle.db, playerId, { ttlMs: HOUR });
    const admin = await issueToken(world.handle.db, adminId, { ttlMs: HOUR });
    expect((await app.inject({ url: '/api/test/admin' })).statusCode).toBe(401);
    const refused = await app.inject({ url: '/api/test/admin', headers: { authorization: `Bearer ${player.token}` } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Недостаточно прав для этого действия.', code: 'errors.forbidden' });
    expect((await app.inject({ url: '/api/test/admin', headers: { authorization: `Bearer ${admin.token}` } })).statusCode).toBe(200);
  });

  it('ends the sessions of a user under a site-wide ban: protected routes answer 403', async () => {
    const [banned] = await world.handle.db.insert(users).values({ username: 'Banned Three', slug: 'banned-three', email: 'three@mail.example' }).returning({ id: users.id });
    const bannedId = banned?.id ?? 0;
    const { token } = await issueToken(world.handle.db, bannedId, { ttlMs: HOUR });
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    await world.handle.db.insert(userBans).values({ userId: bannedId, scope: 'site', startsAt: new Date(Date.now() - 1000), expiresAt: new Date(Date.now() + HOUR) });
    const refused = await me(`Bearer ${token}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('auth.account_banned');
    expect((await app.inject({ url: '/api/test/admin', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/user/profile', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(403);
  });

  it('records when a token was last used, at most once a minute', async () => {
    const issued = await issueToken(world.handle.db, playerId, { ttlMs: HOUR });
    const lastUsed = async () => (await world.handle.db.select({ at: authTokens.lastUsedAt }).from(authTokens).where(eq(authTokens.id, issued.id)))[0]?.at ?? null;
    expect(await lastUsed()).toBeNull();
    await me(`Bearer ${issued.token}`);
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await me(`Bearer ${issued.token}`);
    expect((await lastUsed())?.getTime()).toBe(first?.getTime());
  });
});
