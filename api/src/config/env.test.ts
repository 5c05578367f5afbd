import { ConfigError, loadConfig, redact } from './env';
import { DEFAULT_DATA_DIR, REPO_ROOT } from './paths';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('configuration from the environment', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: '0.0.0.0',
      port: 8080,
      staticDir: null,
      dataDir: DEFAULT_DATA_DIR,
      databaseUrl: null,
      redisUrl: null,
      seedDemo: 'never',
      logLevel: 'info',
      trustProxy: false,
    });
    expect(config.corsOrigins).toContain('http://localhost:3000');
    expect(loadConfig({ NODE_ENV: 'production' }).corsOrigins).toEqual([]);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '9000',
      HOST: '127.0.0.1',
      STATIC_DIR: 'dist/portal',
      DATA_DIR: '/var/lib/portal',
      DATABASE_URL: 'postgres://portal:secret@db:5432/portal',
      REDIS_URL: 'redis://cache:6379',
      SEED_DEMO: 'never',
      CORS_ORIGINS: 'https://portal.example, https://admin.portal.example',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.2',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      staticDir: `${REPO_ROOT}/dist/portal`,
      dataDir: '/var/lib/portal',
      databaseUrl: 'postgres://portal:secret@db:5432/portal',
      redisUrl: 'redis://cache:6379',
      seedDemo: 'never',
      corsOrigins: ['https://portal.example', 'https://admin.portal.example'],
      logLevel: 'warn',
      trustProxy: ['10.0.0.2'],
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    // A hop count beyond 1 would believe whatever address connects: refused.
    expect(problemsOf({ TRUST_PROXY: '2' })).toEqual([expect.stringMatching(/^TRUST_PROXY="2" must be/)]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('refuses the demo world in production', () => {
    expect(problemsOf({ NODE_ENV: 'production', SEED_DEMO: 'if-empty' })).toEqual([
      'SEED_DEMO="if-empty" is refused in production (the demo accounts have published passwords): use never',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', SEED_DEMO: 'always' })).toHaveLength(1);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'if-empty' }).seedDemo).toBe('if-empty');
  });

  it('bounds the waits on PostgreSQL, and refuses the slow-query test hook in production', () => {
    expect(loadConfig({})).toMatchObject({ dbPoolWaitMs: 5000, dbStatementTimeoutMs: 15_000, dbTestLatencyMs: 0 });
    expect(loadConfig({ DB_POOL_WAIT_MS: '1500', DB_STATEMENT_TIMEOUT_MS: '5000', DB_TEST_LATENCY_MS: '300' })).toMatchObject({ dbPoolWaitMs: 1500, dbStatementTimeoutMs: 5000, dbTestLatencyMs: 300 });
    expect(problemsOf({ NODE_ENV: 'production', DB_TEST_LATENCY_MS: '300' })).toEqual(['DB_TEST_LATENCY_MS (a test hook slowing every query) is refused in production']);
    expect(problemsOf({ DB_POOL_WAIT_MS: '0' })).toEqual(['DB_POOL_WAIT_MS="0" must be a whole number from 100 to 600000']);
  });

  it('reports every bad value at once, each with its variable, without leaking passwords', () => {
    const problems = problemsOf({
      PORT: '80a',
      SEED_DEMO: 'sometimes',
      DATABASE_URL: 'mysql://root:hunter2@db/portal',
      REDIS_URL: 'not a url',
      CORS_ORIGINS: 'https://ok.example,portal.example/path',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'staging',
      TRUST_PROXY: 'everyone',
      HOST: 'bad host!',
    });
    expect(problems).toHaveLength(9);
    for (const name of ['PORT', 'SEED_DEMO', 'DATABASE_URL', 'REDIS_URL', 'CORS_ORIGINS', 'LOG_LEVEL', 'NODE_ENV', 'TRUST_PROXY', 'HOST']) {
      expect(problems.some((p) => p.startsWith(name))).toBe(true);
    }
    expect(problems.join('\n')).not.toContain('hunter2');
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT="70000" must be a whole number from 0 to 65535']);
  });

  it('redacts the password of a connection URL', () => {
    expect(redact('postgres://portal:secret@db:5432/portal')).toBe('postgres://portal:***@db:5432/portal');
    expect(redact('redis://cache:6379')).toBe('redis://cache:6379');
  });
});
