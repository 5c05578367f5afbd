import Fastify, { type FastifyInstance } from 'fastify';
import { API_PREFIX } from '@portal/shared/contracts';
import type { AppConfig } from './config/env';
import { openDatabase, type DatabaseHandle } from './db/client';
import { prepareDatabase } from './db/prepare';
import { HttpError } from './http/http-error';
import { loadCatalog } from './i18n/messages';
import { loggerOptions, OneLineRequestLog } from './http/logging';
import { readCachePlugin } from './plugins/read-cache';
import { createAuthDrivers, type AuthDrivers } from './drivers';
import { applicationRoutes } from './modules/applications/routes';
import { authModule } from './modules/auth/module';
import { documentRoutes } from './modules/documents/routes';
import { chatRoutes } from './modules/chats/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { healthRoutes } from './modules/health/routes';
import { CODE_TTL_MS } from './modules/auth/otp/policy';
import { helpRoutes } from './modules/help/routes';
import { matchReminderJob } from './modules/matches/reminders';
import { matchRoutes } from './modules/matches/routes';
import { calendarRoutes } from './modules/calendar/routes';
import { newsModule } from './modules/news/module';
import { bracketRoutes } from './modules/brackets/routes';
import { customGameRoutes } from './modules/custom-games/routes';
import { sitemapRoutes } from './modules/sitemap/routes';
import { tournamentCommentRoutes } from './modules/tournament-comments/routes';
import { organizerModule } from './modules/organizer/module';
import { profileModule } from './modules/profile/module';
import { ratingRoutes } from './modules/ratings/routes';
import { searchRoutes } from './modules/search/routes';
import { streamerRoutes } from './modules/streamers/routes';
import { streamRoutes } from './modules/streams/routes';
import { voteRoutes } from './modules/votes/routes';
import { referenceRoutes } from './modules/reference/routes';
import { statisticsRoutes } from './modules/statistics/routes';
import { teamRoutes } from './modules/teams/routes';
import { tournamentRoutes } from './modules/tournaments/routes';
import { transferRoutes } from './modules/transfers/routes';
import { compressionPlugin } from './plugins/compression';
import { authPlugin } from './plugins/auth';
import { gracefulClosePlugin } from './plugins/graceful-close';
import { dbPlugin } from './plugins/db';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin, sendError } from './plugins/errors';
import { i18nPlugin } from './plugins/i18n';
import { mediaPlugin } from './plugins/media';
import { multipartPlugin } from './plugins/multipart';
import { rateLimitPlugin } from './plugins/rate-limit';
import { realtimePlugin } from './plugins/realtime';
import { storableInputPlugin } from './plugins/storable-input';
import { securityPlugin } from './plugins/security';
import { telegramBotPlugin } from './plugins/telegram-bot';
import { createTelegramBot, type TelegramBot } from './drivers/messenger/telegram-bot';
import { staticPlugin } from './plugins/static';
import { newsCoverImage } from './modules/news/main-image';
import { createMemoryBus, type RealtimeBus } from './realtime/bus';
import { createRedisBus } from './realtime/redis-bus';

export interface AppDeps {
  /** An open, prepared database (tests share one per file); otherwise the app opens and prepares its own. */
  database?: DatabaseHandle;
  /** The real-time bus; otherwise Redis when REDIS_URL is set, in-process when not. */
  bus?: RealtimeBus;
  /** Sign-in third parties to use instead of the configured ones (tests: local keys and stub servers). */
  drivers?: Partial<AuthDrivers>;
  /** The Telegram bot of match times instead of the configured one (tests: a stub server's). */
  telegramBot?: TelegramBot | null;
  /** Where the logs go instead of stdout (the fuzzing test reads them for error-level lines). */
  logStream?: { write(line: string): void };
}

/** JSON body limit (uploads go through multipart with their own limits). */
const BODY_LIMIT = 1024 * 1024;

/**
 * The API server: external plugins (security, limits, docs, sockets), app plugins (i18n, errors, db, auth)
 * and route modules per domain under /api; the built portal's files when STATIC_DIR is set.
 */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logStream ? { ...(loggerOptions(config) as object), stream: deps.logStream } : loggerOptions(config),
    logController: new OneLineRequestLog(),
    // Only the named proxies' X-Forwarded-For is believed (config/env.ts trustProxy).
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: 200 },
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  // Requests are validated by the shared valibot schemas in each handler; route schemas only document.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  let database = deps.database;
  if (!database) {
    database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl, poolWaitMs: config.dbPoolWaitMs, statementTimeoutMs: config.dbStatementTimeoutMs, testLatencyMs: config.dbTestLatencyMs } : { kind: 'pglite', dataDir: config.dataDir });
    try {
      await prepareDatabase(database, { seed: config.seedDemo, catalog: loadCatalog(), log: app.log });
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  const bus = deps.bus ?? (config.redisUrl ? createRedisBus(config.redisUrl, config.redisPrefix) : createMemoryBus());

  await app.register(gracefulClosePlugin);
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { handle: database, ownsHandle: deps.database === undefined });
  await app.register(compressionPlugin);
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins, production: config.nodeEnv === 'production' });
  await app.register(rateLimitPlugin, { perMinute: config.rateLimitPerMinute, redisUrl: config.redisUrl, redisPrefix: config.redisPrefix });
  await app.register(authPlugin);
  await app.register(storableInputPlugin);
  await app.register(multipartPlugin);
  await app.register(docsPlugin, { ui: config.docsUi });
  await app.register(realtimePlugin, { bus, corsOrigins: config.corsOrigins, maxConnectionsPerIp: config.wsMaxConnectionsPerIp });
  await app.register(readCachePlugin, { ttlMs: config.readCacheTtlMs });
  await app.register(mediaPlugin);
  const authDrivers: AuthDrivers = { ...createAuthDrivers(config.drivers, CODE_TTL_MS / 1000), ...deps.drivers };
  const telegramBot = deps.telegramBot !== undefined ? deps.telegramBot : createTelegramBot(config.drivers.telegramLogin?.botToken ?? null, authDrivers.messenger.outbox);
  await app.register(telegramBotPlugin, { bot: telegramBot, publicUrl: authDrivers.publicUrl });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(tournamentRoutes);
      await api.register(referenceRoutes);
      await api.register(statisticsRoutes);
      await api.register(teamRoutes);
      await api.register(organizerModule);
      await api.register(authModule, {
        drivers: authDrivers,
        tokenTtlMs: config.tokenTtlDays * 24 * 60 * 60 * 1000,
        devOutbox: config.nodeEnv !== 'production',
      });
      await api.register(profileModule);
      await api.register(documentRoutes);
      await api.register(notificationRoutes);
      await api.register(chatRoutes);
      await api.register(applicationRoutes);
      await api.register(newsModule);
      await api.register(ratingRoutes);
      await api.register(streamRoutes);
      await api.register(streamerRoutes);
      await api.register(voteRoutes);
      await api.register(helpRoutes);
      await api.register(searchRoutes);
      await api.register(transferRoutes);
      await api.register(matchRoutes);
      await api.register(calendarRoutes);
      await api.register(matchReminderJob, { intervalSeconds: config.matchReminderIntervalSeconds });
      await api.register(bracketRoutes);
      await api.register(tournamentCommentRoutes);
      await api.register(customGameRoutes);
    },
    { prefix: API_PREFIX },
  );
  // At the root, where crawlers ask for them.
  await app.register(sitemapRoutes);

  if (config.staticDir) {
    await app.register(staticPlugin, {
      root: config.staticDir,
      mainImageOf: newsCoverImage(app),
      serviceWorker: config.serviceWorker,
      ssr: config.ssr ? { timeoutMs: config.ssrTimeoutMs, cacheTtlMs: config.pageCacheTtlMs, maxRenders: config.ssrMaxRenders } : null,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`) || request.url.startsWith(`${API_PREFIX}?`);
    return sendError(request, reply, new HttpError(404, isApi ? 'errors.route_not_found' : 'errors.not_found'));
  });
  return app;
}
