import { ORGANIZER_ROLE, STAFF_ROLES } from '@portal/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { unauthenticated } from '../../http/http-error';
import { bearer, languageHeader } from '../../http/openapi';

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
