import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { ORGANIZER_GRANTING_ROLE } from '@portal/shared/constants';
import { API_PATHS } from '@portal/shared/contracts';
import { OrganizerAccountSchema } from '@portal/shared/contracts/responses';
import { grantOrganizerSchema, OrganizerIdParamSchema, renameOrganizationSchema } from '@portal/shared/schemas';
import { notFound } from '../../http/http-error';
import { bearer, dataOf, errors4xx, languageHeader, listOf, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import type { AuthUser } from '../../sessions/bearer';
import { grantOrganizer, listOrganizers, renameOrganization, revokeOrganizer } from './admin-service';

/** Admins grant and revoke the organiser role, under /api/admin/organizers. */
const tags = ['organizer'];
/** The route pattern of a path builder: its id becomes the :id parameter. */
const pattern = (build: (id: string) => string) => build('ID').replace('ID', ':id');

export const adminOrganizerRoutes: FastifyPluginAsync = async (app) => {
  const guarded = { preHandler: app.requireRole(ORGANIZER_GRANTING_ROLE) };
  const doc = (summary: string, extra: Record<string, unknown>) => ({ schema: { tags, summary, security: bearer, headers: languageHeader, ...extra } });
  const userIdOf = (params: unknown) => {
    const parsed = v.safeParse(OrganizerIdParamSchema, params);
    if (!parsed.success) throw notFound('errors.organizer_not_found');
    return parsed.output.id;
  };
  const params = requestSchema(OrganizerIdParamSchema);

  app.get(API_PATHS.adminOrganizers, { ...guarded, ...doc('Players with the organiser role', { response: { 200: listOf(OrganizerAccountSchema), ...errors4xx } }) }, async () => ({
    data: await listOrganizers(app.db),
  }));

  app.post(
    API_PATHS.adminOrganizers,
    { ...guarded, ...doc('Make a player an organiser (by profile slug, username or e-mail), with their organisation', { body: requestSchema(grantOrganizerSchema), response: { 201: dataOf(OrganizerAccountSchema), ...errors4xx } }) },
    async (request, reply) => reply.code(201).send({ data: await grantOrganizer(app, request.user as AuthUser, parseWith(grantOrganizerSchema, request.body)) }),
  );

  app.put(
    pattern(API_PATHS.adminOrganizer),
    { ...guarded, ...doc("Rename an organiser's organisation", { params, body: requestSchema(renameOrganizationSchema), response: { 200: dataOf(OrganizerAccountSchema), ...errors4xx } }) },
    async (request) => {
      const userId = userIdOf(request.params);
      return { data: await renameOrganization(app.db, userId, parseWith(renameOrganizationSchema, request.body).organization_name) };
    },
  );

  app.delete(
    pattern(API_PATHS.adminOrganizer),
    { ...guarded, ...doc('Revoke the organiser role (their tournaments keep the organisation name); answers the organisers left', { params, response: { 200: listOf(OrganizerAccountSchema), ...errors4xx } }) },
    async (request) => {
      await revokeOrganizer(app.db, userIdOf(request.params));
      return { data: await listOrganizers(app.db) };
    },
  );
};
