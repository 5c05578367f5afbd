import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config/env';
import { prepareDatabase } from '../src/db/prepare';
import { loadCatalog } from '../src/i18n/messages';
import { openTestDatabase, type TestDatabase, type TestDriver } from './databases';

/** Configuration of a test app: NODE_ENV=test, no Redis, no static files unless given. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', ...env });
}

export interface TestWorld extends TestDatabase {
  app: FastifyInstance;
  /** Another app on the same database (different configuration); closed by dispose. */
  appWith(env: Record<string, string>, deps?: Omit<AppDeps, 'database'>): Promise<FastifyInstance>;
}

/**
 * A migrated database (with the demo world when `seed`), and an app on it. One per test file: PGlite
 * takes a few seconds to start.
 */
export async function openTestWorld(driver: TestDriver, { seed = true, env = {} }: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestWorld> {
  const database = await openTestDatabase(driver);
  const apps: FastifyInstance[] = [];
  try {
    await prepareDatabase(database.handle, { seed: seed ? 'always' : 'never', catalog: loadCatalog(), log: { info: () => undefined } });
    const appWith = async (extra: Record<string, string>, deps: Omit<AppDeps, 'database'> = {}) => {
      const app = await buildApp(testConfig({ ...env, ...extra }), { ...deps, database: database.handle });
      apps.push(app);
      await app.ready();
      return app;
    };
    const app = await appWith({});
    return {
      ...database,
      app,
      appWith,
      dispose: async () => {
        await Promise.all(apps.map((a) => a.close()));
        await database.dispose();
      },
    };
  } catch (error) {
    await Promise.all(apps.map((a) => a.close()));
    await database.dispose();
    throw error;
  }
}
