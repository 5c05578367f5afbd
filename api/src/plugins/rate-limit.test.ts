import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { openTestWorld, type TestWorld } from '../../test-support/harness';

const REDIS_URL = process.env.TEST_REDIS_URL;
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
