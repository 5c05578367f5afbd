import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export interface DbPluginOptions {
  handle: DatabaseHandle;
  /** Close the handle when the app closes (false when the caller shares it, e.g. tests). */
  ownsHandle: boolean;
}

export const dbPlugin = fp<DbPluginOptions>(
  async (app, { handle, ownsHandle }) => {
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    if (ownsHandle) app.addHook('onClose', async () => handle.close());
  },
  { name: 'db' },
);
