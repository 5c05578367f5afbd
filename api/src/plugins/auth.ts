import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRoleName } from '@portal/shared/contracts';
import { forbidden, HttpError, unauthenticated } from '../http/http-error';
import { bearerToken, isSiteBanned, resolveBearer, type AuthUser } from '../sessions/bearer';

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
 * (a stale token must not break public pages); protected routes answer 401 through requireAuth. A user
 * under a site-wide ban counts as signed out everywhere (existing sessions end with the ban): protected
 * routes answer 403 auth.account_banned, and the socket refuses the token (plugins/realtime).
 */
const siteBanned = new WeakSet<FastifyRequest>();
const refuseBanned = (request: FastifyRequest) => {
  if (siteBanned.has(request)) throw new HttpError(403, 'auth.account_banned');
};

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    // A callback hook, so a request without a bearer token (guests, the health check) costs no promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) return done();
      resolveBearer(app.db, token).then((user) => {
        if (user && isSiteBanned(user)) siteBanned.add(request);
        else request.user = user;
        done();
      }, done);
    });
    app.decorate('requireAuth', async (request: FastifyRequest) => {
      refuseBanned(request);
      if (!request.user) throw unauthenticated();
    });
    app.decorate('requireRole', (...roles: UserRoleName[]) => async (request: FastifyRequest) => {
      refuseBanned(request);
      if (!request.user) throw unauthenticated();
      if (!request.user.roles.some((role) => roles.includes(role))) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
