import type { FastifyPluginAsync } from 'fastify';
import { applyRoutes } from './apply-routes';
import { entryRoutes } from './entry-routes';
import { reviewRoutes } from './review-routes';

/** Tournament applications (docs/spec.md sections 4, 5 and 7). Rules in service.ts and shared/domain/application. */
export const applicationRoutes: FastifyPluginAsync = async (app) => {
  applyRoutes(app);
  entryRoutes(app);
  reviewRoutes(app);
};
