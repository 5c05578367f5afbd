import { ORGANIZER_ROLE, STAFF_ROLES } from '@portal/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { unauthenticated } from '../../http/http-error';
import { TournamentPageQuerySchema } from '@portal/shared/schemas';
import { bearer, languageHeader, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import type { AccessCaller } from './service';

/** What the application routes (apply-, entry- and review-routes.ts) share. */
export const TAGS = ['applications'];

export function signedIn(request: FastifyRequest) {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** Path parameters that name nothing (not digits, too large) are the 404 of what they would name. */
export function paramsOf<TSchema extends v.GenericSchema>(schema: TSchema, request: FastifyRequest, missing: () => Error): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, request.params);
  if (!parsed.success) throw missing();
  return parsed.output;
}

export function routeOptions(app: FastifyInstance) {
  return {
    auth: { preHandler: app.requireAuth },
    // The organiser's review: organisers and staff only (403 for anyone else before the body is read); the
    // service then checks the organiser owns the tournament.
    review: { preHandler: app.requireRole(ORGANIZER_ROLE, ...STAFF_ROLES) },
    common: { tags: TAGS, security: bearer, headers: languageHeader },
  };
}

/** The ?hash= of a private tournament's link, which the routes taking a tournament accept. */
export const hashQuery = requestSchema(TournamentPageQuerySchema);
export const hashOf = (request: FastifyRequest): string | undefined => parseWith(TournamentPageQuerySchema, request.query ?? {}).hash;

/** The signed-in caller with the hash they sent (services/tournaments/visible.ts decides what they reach). */
export function callerOf(request: FastifyRequest): AccessCaller {
  const user = signedIn(request);
  return { id: user.id, roles: user.roles, hash: hashOf(request) };
}
