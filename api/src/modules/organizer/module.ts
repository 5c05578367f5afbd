import type { FastifyPluginAsync } from 'fastify';
import { adminOrganizerRoutes } from './admin-routes';
import { organizerRoutes } from './routes';

/** The organiser console: /api/organizer/* and the admins' /api/admin/organizers. */
export const organizerModule: FastifyPluginAsync = async (app) => {
  await app.register(organizerRoutes);
  await app.register(adminOrganizerRoutes);
};
