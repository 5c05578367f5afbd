import type { FastifyPluginAsync } from 'fastify';
import { adminNewsRoutes } from './admin-routes';
import { newsRoutes } from './routes';

/** News: readers' routes and the staff's. */
export const newsModule: FastifyPluginAsync = async (app) => {
  await app.register(newsRoutes);
  await app.register(adminNewsRoutes);
};
