import { isAbsolute, resolve } from 'node:path';
import { API_PORT, devPortOf, FRONTEND_APPS } from '@portal/shared/contracts';
import { readDriverConfig, type DriverConfig } from './drivers';
import { DEFAULT_DATA_DIR, REPO_ROOT } from './paths';

/**
 * Configuration from the environment, validated at start: every bad value is reported with the variable's
 * name and what was expected, and the server refuses to start.
 */
export const SEED_MODES = ['if-empty', 'never', 'always'] as const;
export type SeedMode = (typeof SEED_MODES)[number];
export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  nodeEnv: NodeEnv;
  host: string;
  port: number;
  /** Built portal to serve (dist/portal); null: API only. */
  staticDir: string | null;
  /** PGlite data folder, used when databaseUrl is null. */
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL: how long a query waits for a pooled connection (or a new one) before 503 (DB_POOL_WAIT_MS). */
  dbPoolWaitMs: number;
  /** PostgreSQL: statement_timeout and the client's read timeout of one query, beyond it 503 (DB_STATEMENT_TIMEOUT_MS). */
  dbStatementTimeoutMs: number;
  /** Test hook: milliseconds added before every PostgreSQL query, holding its connection (DB_TEST_LATENCY_MS; refused in production). */
  dbTestLatencyMs: number;
  redisUrl: string | null;
  /** Prefix of every Redis key and channel, so several portals (or test runs) can share one Redis. */
  redisPrefix: string;
  seedDemo: SeedMode;
  /** Origins allowed by CORS and the socket's Origin check (the server's own origin always is). */
  corsOrigins: string[];
  logLevel: LogLevel;
  /** Fastify trustProxy: false, or the addresses/CIDRs of the proxies whose X-Forwarded-For is believed. */
  trustProxy: false | string[];
  /** Requests per minute and client before 429 (per route family, see plugins/rate-limit). */
  rateLimitPerMinute: number;
  /** How long a guest's tournament list or page is served from the read cache (0: off; off in tests unless set). */
  readCacheTtlMs: number;
  /** Server rendering of public pages (SSR=0 turns it off: the shell's empty page, rendered by the browser). */
  ssr: boolean;
  /** The portal's service worker (SERVICE_WORKER=0: /sw.js unregisters a worker installed before and drops its caches). */
  serviceWorker: boolean;
  /** How long a remote's server bundle may take to load before its area is left to the browser. */
  ssrTimeoutMs: number;
  /** How long a guest's rendered page is kept (emptied by every write, as the read cache; 0: not kept). */
  pageCacheTtlMs: number;
  /** Different pages rendered at once; beyond it a page is left to the browser (SSR_MAX_RENDERS). */
  ssrMaxRenders: number;
  /** Open sockets one client address may hold (WS_MAX_CONNECTIONS_PER_IP). */
  wsMaxConnectionsPerIp: number;
  /** Lifetime of an issued bearer token. */
  tokenTtlDays: number;
  /** How often the match-starting reminders are looked for (0: never; off by default in tests). */
  matchReminderIntervalSeconds: number;
  /** Serve the Swagger UI at /api/docs (API_DOCS_UI=1); the JSON document is always at /api/docs/json. */
  docsUi: boolean;
  /** Third parties of sign-in (messenger, mail, bot check, OAuth providers): see drivers/config. */
  drivers: DriverConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Development front-end servers (the apps' dev ports), allowed by default outside production. */
const DEV_ORIGINS = FRONTEND_APPS.map(devPortOf).flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

class Reader {
  readonly problems: string[] = [];
  constructor(private readonly env: Env) {}

  raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  oneOf<T extends string>(name: string, options: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if ((options as readonly string[]).includes(value)) return value as T;
    this.problems.push(`${name}="${value}" must be one of: ${options.join(', ')}`);
    return fallback;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max) return Number(value);
    this.problems.push(`${name}="${value}" must be a whole number from ${min} to ${max}`);
    return fallback;
  }

  url(name: string, protocols: readonly string[]): string | null {
    const value = this.raw(name);
    if (value === undefined) return null;
    try {
      const parsed = new URL(value);
      if (protocols.includes(parsed.protocol)) return value;
    } catch {
      // reported below
    }
    this.problems.push(`${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${redact(value)}")`);
    return null;
  }

  path(name: string, fallback: string | null): string | null {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    return isAbsolute(value) ? value : resolve(REPO_ROOT, value);
  }

  origins(name: string, fallback: string[]): string[] {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const origins: string[] = [];
    for (const item of value.split(',').map((s) => s.trim()).filter(Boolean)) {
      try {
        const parsed = new URL(item);
        if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === item.replace(/\/$/, '')) {
          origins.push(parsed.origin);
          continue;
        }
      } catch {
        // reported below
      }
      this.problems.push(`${name} entry "${item}" must be an origin such as https://portal.example (scheme, host, optional port, no path)`);
    }
    return origins;
  }

  /**
   * Fastify trustProxy as a list of the proxies whose X-Forwarded-For is believed: named addresses or CIDRs
   * (or the presets loopback, linklocal, uniquelocal). `true` and `1` mean a proxy on this machine
   * (loopback) and nothing else; larger hop counts are refused, since they believe whatever address
   * connects, so a client reaching the port directly could choose its rate-limit key.
   */
  trustProxy(name: string): false | string[] {
    const value = this.raw(name);
    if (value === undefined || value === 'false' || value === '0') return false;
    if (value === 'true' || value === '1') return ['loopback'];
    const items = value.split(',').map((s) => s.trim()).filter(Boolean);
    if (items.length > 0 && items.every((item) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(item) || /^(loopback|linklocal|uniquelocal)$/.test(item)) && !items.every((item) => /^\d+$/.test(item))) return items;
    this.problems.push(`${name}="${value}" must be false, true or 1 (a proxy on this machine), or a comma-separated list of the proxies' addresses/CIDRs`);
    return false;
  }
}

/** Hides the password of a connection URL in messages. */
export function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
}

export function loadConfig(env: Env = process.env): AppConfig {
  const read = new Reader(env);
  const nodeEnv = read.oneOf('NODE_ENV', NODE_ENVS, 'development');
  const host = read.raw('HOST') ?? '0.0.0.0';
  if (!/^[A-Za-z0-9.:_-]+$/.test(host)) read.problems.push(`HOST="${host}" must be a host name or an IP address`);
  const redisPrefix = read.raw('REDIS_PREFIX') ?? 'portal:';
  if (!/^[A-Za-z0-9:_.-]{1,64}$/.test(redisPrefix)) read.problems.push(`REDIS_PREFIX="${redisPrefix}" may hold letters, digits and : _ . - (at most 64)`);

  const drivers = readDriverConfig(env, nodeEnv);
  read.problems.push(...drivers.problems);

  const config: AppConfig = {
    nodeEnv,
    host,
    port: read.integer('PORT', API_PORT, 0, 65535),
    staticDir: read.path('STATIC_DIR', null),
    dataDir: read.path('DATA_DIR', DEFAULT_DATA_DIR) ?? DEFAULT_DATA_DIR,
    databaseUrl: read.url('DATABASE_URL', ['postgres:', 'postgresql:']),
    dbPoolWaitMs: read.integer('DB_POOL_WAIT_MS', 5000, 100, 600_000),
    dbStatementTimeoutMs: read.integer('DB_STATEMENT_TIMEOUT_MS', 15_000, 100, 3_600_000),
    dbTestLatencyMs: read.integer('DB_TEST_LATENCY_MS', 0, 0, 60_000),
    redisUrl: read.url('REDIS_URL', ['redis:', 'rediss:']),
    redisPrefix,
    seedDemo: read.oneOf('SEED_DEMO', SEED_MODES, 'never'),
    corsOrigins: read.origins('CORS_ORIGINS', nodeEnv === 'production' ? [] : DEV_ORIGINS),
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: read.trustProxy('TRUST_PROXY'),
    rateLimitPerMinute: read.integer('RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000),
    readCacheTtlMs: read.integer('READ_CACHE_TTL_MS', nodeEnv === 'test' ? 0 : 5000, 0, 60_000),
    ssr: read.oneOf('SSR', ['0', '1'] as const, '1') === '1',
    serviceWorker: read.oneOf('SERVICE_WORKER', ['0', '1'] as const, '1') === '1',
    ssrTimeoutMs: read.integer('SSR_TIMEOUT_MS', 3000, 50, 60_000),
    pageCacheTtlMs: read.integer('PAGE_CACHE_TTL_MS', nodeEnv === 'test' ? 0 : 60_000, 0, 3_600_000),
    ssrMaxRenders: read.integer('SSR_MAX_RENDERS', 2, 1, 64),
    wsMaxConnectionsPerIp: read.integer('WS_MAX_CONNECTIONS_PER_IP', 20, 1, 100_000),
    tokenTtlDays: read.integer('AUTH_TOKEN_TTL_DAYS', 30, 1, 3650),
    matchReminderIntervalSeconds: read.integer('MATCH_REMINDER_INTERVAL_SECONDS', nodeEnv === 'test' ? 0 : 60, 0, 86_400),
    docsUi: read.oneOf('API_DOCS_UI', ['0', '1'] as const, '0') === '1',
    drivers: drivers.config,
  };
  if (nodeEnv === 'production' && config.seedDemo !== 'never') {
    read.problems.push(`SEED_DEMO="${config.seedDemo}" is refused in production (the demo accounts have published passwords): use never`);
  }
  if (nodeEnv === 'production' && config.dbTestLatencyMs > 0) read.problems.push('DB_TEST_LATENCY_MS (a test hook slowing every query) is refused in production');
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}
