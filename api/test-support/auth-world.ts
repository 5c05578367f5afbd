import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { OutboxMessage } from '@portal/shared/contracts';
import { buildApp } from '../src/app';
import { users } from '../src/db/schema';
import { demoAccount, type DemoAccount } from '../src/db/seed/demo-accounts';
import type { AuthDrivers } from '../src/drivers';
import { openTestWorld, testConfig, type TestWorld } from './harness';
import type { TestDriver } from './databases';
import { issueToken } from '../src/sessions/tokens';

/**
 * Helpers of the sign-in API tests: an app on a test world (with chosen drivers), requests from a chosen
 * client address (each test its own, so per-address limits do not leak between tests), and the codes the
 * development outbox kept.
 */
export interface AuthTestWorld {
  world: TestWorld;
  app: FastifyInstance;
  call(method: 'GET' | 'POST', url: string, body?: unknown, options?: { token?: string; ip?: string; lang?: string }): Promise<LightMyRequestResponse>;
  /** The newest outbox message for a phone or address. */
  lastMessage(to: string): Promise<OutboxMessage | undefined>;
  tokenOf(key: DemoAccount['key']): Promise<string>;
  userIdOf(key: DemoAccount['key']): Promise<number>;
  /** A fresh client address, so each test has its own per-address limits. */
  nextIp(): string;
  dispose(): Promise<void>;
}

let ipCounter = 0;
export const freshIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export async function openAuthWorld(driver: TestDriver, { drivers, env = {}, seed = true }: { drivers?: Partial<AuthDrivers>; env?: Record<string, string>; seed?: boolean } = {}): Promise<AuthTestWorld> {
  const world = await openTestWorld(driver, { seed });
  const app = await buildApp(testConfig(env), { database: world.handle, drivers });
  await app.ready();
  const userIdOf = async (key: DemoAccount['key']) => {
    const [row] = await world.handle.db.select({ id: users.id }).from(users).where(eq(users.email, demoAccount(key).email));
    if (!row) throw new Error(`demo account ${key} missing`);
    return row.id;
  };
  return {
    world,
    app,
    call: (method, url, body, { token, ip = freshIp(), lang = 'en' } = {}) =>
      app.inject({
        method,
        url,
        remoteAddress: ip,
        headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      }),
    async lastMessage(to) {
      const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?${to.includes('@') ? 'email' : 'phone'}=${encodeURIComponent(to)}` });
      return (response.json() as { data: OutboxMessage[] }).data[0];
    },
    tokenOf: async (key) => (await issueToken(world.handle.db, await userIdOf(key), { ttlMs: 3_600_000 })).token,
    userIdOf,
    nextIp: freshIp,
    dispose: async () => {
      await app.close();
      await world.dispose();
    },
  };
}
