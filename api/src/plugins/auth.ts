import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRoleName } from '@portal/shared/contracts';
import { forbidden, unauthenticated } from '../http/http-error';
import { bearerToken, resolveBearer, type AuthUser } from '../sessions/bearer';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null (no token, or a token that is unknown, revoked or expired). */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid token. */
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: 401 without a valid token, 403 without one of the roles. */
    requireRole: (...roles: UserRoleName[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * Bearer authentication. Public routes see `request.user === null` for guests and for bad tokens alike
 * (a stale token must not break public pages); protected routes answer 401 through requireAuth.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (token) request.user = await resolveBearer(app.db, token);
    });
    app.decorate('requireAuth', async (request: FastifyRequest) => {
      if (!request.user) throw unauthenticated();
    });
    app.decorate('requireRole', (...roles: UserRoleName[]) => async (request: FastifyRequest) => {
      if (!request.user) throw unauthenticated();
      if (!request.user.roles.some((role) => roles.includes(role))) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
