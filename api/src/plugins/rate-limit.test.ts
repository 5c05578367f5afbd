import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { openTestWorld, type TestWorld } from '../../test-support/harness';

const REDIS_URL = process.env.TEST_REDIS_URL;

describe('rate limits', () => {
  let world: TestWorld;
  beforeAll(async () => {
    world = await openTestWorld('pglite', { seed: false });
  });
  afterAll(() => world?.dispose());

  const hits = async (app: Awaited<ReturnType<TestWorld['appWith']>>, urls: string[], remoteAddress = '203.0.113.9') => {
    const statuses: number[] = [];
    for (const url of urls) statuses.push((await app.inject({ url, remoteAddress })).statusCode);
    return statuses;
  };

  it('limits a percent-encoded path like the path it decodes to; the health check stays exempt', async () => {
    const app = await world.appWith({ RATE_LIMIT_PER_MINUTE: '2' });
    expect(await hits(app, ['/%61pi/country', '/api/%63ountry', '/%61%70%69/country'])).toEqual([200, 200, 429]);
    expect(await hits(app, ['/api/health', '/%61pi/health', '/api/health'], '203.0.113.10')).toEqual([200, 200, 200]);
  });

  it('counts an IPv6 client by its /64', async () => {
    const app = await world.appWith({ RATE_LIMIT_PER_MINUTE: '2' });
    const statuses: number[] = [];
    for (const remoteAddress of ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:ffff::9']) statuses.push((await app.inject({ url: '/api/country', remoteAddress })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await app.inject({ url: '/api/country', remoteAddress: '2001:db8:5:7::1' })).statusCode).toBe(200);
  });

  it('counts a client reaching the port directly by its socket address, whatever X-Forwarded-For says (TRUST_PROXY=1)', async () => {
    const app = await world.appWith({ RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '1' });
    const statuses: number[] = [];
    for (const forwarded of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      statuses.push((await app.inject({ url: '/api/country', remoteAddress: '203.0.113.77', headers: { 'x-forwarded-for': forwarded } })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    // Through the trusted proxy on this machine, each forwarded client has its own count.
    const viaProxy = (forwarded: string) => app.inject({ url: '/api/country', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': forwarded } });
    expect([(await viaProxy('198.51.100.4')).statusCode, (await viaProxy('198.51.100.5')).statusCode]).toEqual([200, 200]);
  });

  it('counts in memory while Redis is unreachable: never fails open', async () => {
    const app = await world.appWith({ RATE_LIMIT_PER_MINUTE: '2', REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: 'unreachable:' });
    expect(await hits(app, ['/api/country', '/api/country', '/api/country'])).toEqual([200, 200, 429]);
  });
});
const describeRedis = REDIS_URL ? describe : describe.skip;

describeRedis('rate limits shared through Redis (TEST_REDIS_URL)', () => {
  let world: TestWorld;
  const prefix = `test-${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    world = await openTestWorld('pglite', { seed: false });
  });
  afterAll(async () => {
    await world?.dispose();
    // Counters expire on their own within a minute; this run removes its own at once.
    const redis = new Redis(REDIS_URL ?? '');
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts a client across instances: the limit holds whichever instance answers', async () => {
    const env = { REDIS_URL: REDIS_URL ?? '', REDIS_PREFIX: prefix, RATE_LIMIT_PER_MINUTE: '3' };
    const first = await world.appWith(env);
    const second = await world.appWith(env);
    const statuses: number[] = [];
    for (const app of [first, second, first, second]) statuses.push((await app.inject({ url: '/api/country' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
