import { buildApp } from './app';
import { ConfigError, loadConfig, redact } from './config/env';
import { DataDirError } from './db/data-dir';

/**
 * Entry point of `npm start` / `npm run dev`: configuration from the environment (refused with a message
 * per bad value), then the app, then listen. SIGINT/SIGTERM stop accepting, let requests in flight finish
 * and close the database cleanly; a second signal, or 15 s without finishing, exits at once (PostgreSQL's
 * WAL keeps every committed write even then).
 */
const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: config.databaseUrl ? redact(config.databaseUrl) : `pglite ${config.dataDir}`,
      realtime: config.redisUrl ? 'redis' : 'memory',
      static: config.staticDir ?? 'off',
    },
    'portal API ready',
  );
}

main().catch((error: unknown) => {
  // A refused data folder needs the operator, not a stack trace.
  console.error(error instanceof DataDirError ? error.message : error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
