import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { ORGANIZER_ROLE, STAFF_ROLES } from '@portal/shared/constants';
import { API_PATHS } from '@portal/shared/contracts';
import { OrganizerOptionsSchema, OrganizerTournamentListItemSchema, OrganizerTournamentSchema } from '@portal/shared/contracts/responses';
import {
  OrganizerIdParamSchema,
  OrganizerTournamentListQuerySchema,
  organizerGroupSchema,
  organizerStageSchema,
  organizerStatusSchema,
  organizerTournamentSchema,
  TournamentRefSchema,
} from '@portal/shared/schemas';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/sql-helpers';
import { notFound } from '../../http/http-error';
import { readForm } from '../../http/multipart-form';
import { bearer, dataOf, errors4xx, languageHeader, pageOf, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import type { AuthUser } from '../../sessions/bearer';
import { managedStage, managedTournament } from './access';
import { createGroup, createStage, deleteGroup, deleteStage, updateGroup, updateStage } from './stage-service';
import { createTournament, duplicate, listMine, options, publish, setStatus, tournamentById, unpublish, updateTournament } from './tournament-service';

/**
 * The organiser console's API under /api/organizer: staff and organisers only (guests 401,
 * players 403); a tournament, stage or group of another organiser is 403, an unknown one 404. Bodies are
 * validated with the shared schemas the editor uses; the tournament form also comes as multipart with its
 * logos. Every write answers the whole tournament as the editor shows it.
 */
const tags = ['organizer'];
/** The route pattern of a path builder: its id becomes the :id parameter. */
const pattern = (build: (id: string) => string) => build('ID').replace('ID', ':id');
const tournamentAnswer = { 200: dataOf(OrganizerTournamentSchema), ...errors4xx };
const createdAnswer = { 201: dataOf(OrganizerTournamentSchema), ...errors4xx };
const idParams = requestSchema(OrganizerIdParamSchema);
const refParams = requestSchema(v.object({ id: v.pipe(v.string(), v.description('numeric id, or the slug on reads and writes of the tournament itself')) }));
const multipartOrJson = ['application/json', 'multipart/form-data'];

const userOf = (request: FastifyRequest): AuthUser => request.user as AuthUser;

/** An id in the path; anything else names nothing (404 with the given code). */
function idOf(request: FastifyRequest, code: string): number {
  const parsed = v.safeParse(OrganizerIdParamSchema, request.params);
  if (!parsed.success) throw notFound(code);
  return parsed.output.id;
}

/** A tournament id or slug in the path (the organiser's page addresses a tournament by its slug). */
async function tournamentIdOf(db: Queryable, request: FastifyRequest): Promise<number> {
  const ref = v.safeParse(TournamentRefSchema, (request.params as { id?: unknown }).id);
  if (!ref.success) throw notFound('errors.tournament_not_found');
  if (ref.output.kind === 'id') return ref.output.id;
  const [row] = await selectRows<{ id: number }>(db, sql`select id from tournaments where slug = ${ref.output.slug}`);
  if (!row) throw notFound('errors.tournament_not_found');
  return row.id;
}

export const organizerRoutes: FastifyPluginAsync = async (app) => {
  const allowed = app.requireRole(ORGANIZER_ROLE, ...STAFF_ROLES);
  const guarded = { preHandler: allowed };
  const doc = (summary: string, extra: Record<string, unknown>) => ({ schema: { tags, summary, security: bearer, headers: languageHeader, ...extra } });

  app.get(API_PATHS.organizerOptions, { ...guarded, ...doc('Choices of the tournament editor', { response: { 200: dataOf(OrganizerOptionsSchema), ...errors4xx } }) }, async (request) => ({
    data: await options(app.db, userOf(request), request.locale),
  }));

  app.get(
    API_PATHS.organizerTournaments,
    { ...guarded, ...doc('My tournaments (all of them for staff), drafts included', { querystring: requestSchema(OrganizerTournamentListQuerySchema), response: { 200: pageOf(OrganizerTournamentListItemSchema), ...errors4xx } }) },
    async (request) => listMine(app.db, userOf(request), parseWith(OrganizerTournamentListQuerySchema, request.query)),
  );

  app.post(
    API_PATHS.organizerTournaments,
    { ...guarded, ...doc('Create a tournament (a draft of the caller)', { consumes: multipartOrJson, body: requestSchema(organizerTournamentSchema), response: createdAnswer }) },
    async (request, reply) => {
      const form = await readForm(request);
      const input = parseWith(organizerTournamentSchema, form.body);
      return reply.code(201).send({ data: await createTournament(app.db, userOf(request), input, form) });
    },
  );

  app.get(`${API_PATHS.organizerTournaments}/:id`, { ...guarded, ...doc('A tournament as its organiser edits it', { params: refParams, response: tournamentAnswer }) }, async (request) => {
    const id = await tournamentIdOf(app.db, request);
    await managedTournament(app.db, userOf(request), id);
    return { data: await tournamentById(app.db, id) };
  });

  app.put(
    `${API_PATHS.organizerTournaments}/:id`,
    { ...guarded, ...doc('Change a tournament (the whole form; logos only when sent)', { params: refParams, consumes: multipartOrJson, body: requestSchema(organizerTournamentSchema), response: tournamentAnswer }) },
    async (request) => {
      const id = await tournamentIdOf(app.db, request);
      await managedTournament(app.db, userOf(request), id);
      const form = await readForm(request);
      return { data: await updateTournament(app.db, userOf(request), id, parseWith(organizerTournamentSchema, form.body), form) };
    },
  );

  const action = (path: (id: string) => string, summary: string, run: (user: AuthUser, id: number) => Promise<unknown>, created = false) =>
    app.post(pattern(path), { ...guarded, ...doc(summary, { params: refParams, response: created ? createdAnswer : tournamentAnswer }) }, async (request, reply) => {
      const data = await run(userOf(request), await tournamentIdOf(app.db, request));
      return reply.code(created ? 201 : 200).send({ data });
    });
  action(API_PATHS.organizerPublish, 'Publish: players see it (the start must be in the future)', (user, id) => publish(app.db, user, id));
  action(API_PATHS.organizerUnpublish, 'Unpublish: back to a draft', (user, id) => unpublish(app.db, user, id));
  action(API_PATHS.organizerDuplicate, 'Duplicate as a draft for the next season (settings, texts, stages, groups)', (user, id) => duplicate(app.db, user, id), true);

  app.put(
    pattern(API_PATHS.organizerStatus),
    { ...guarded, ...doc('Set the status by hand (null: follow the dates); kept in the audit list', { params: refParams, body: requestSchema(organizerStatusSchema), response: tournamentAnswer }) },
    async (request) => {
      const id = await tournamentIdOf(app.db, request);
      await managedTournament(app.db, userOf(request), id);
      return { data: await setStatus(app.db, userOf(request), id, parseWith(organizerStatusSchema, request.body)) };
    },
  );

  app.post(
    pattern(API_PATHS.organizerStages),
    { ...guarded, ...doc('Add a stage', { params: refParams, body: requestSchema(organizerStageSchema), response: createdAnswer }) },
    async (request, reply) => {
      const id = await tournamentIdOf(app.db, request);
      await managedTournament(app.db, userOf(request), id);
      return reply.code(201).send({ data: await createStage(app.db, userOf(request), id, parseWith(organizerStageSchema, request.body)) });
    },
  );

  app.put(pattern(API_PATHS.organizerStage), { ...guarded, ...doc('Change a stage', { params: idParams, body: requestSchema(organizerStageSchema), response: tournamentAnswer }) }, async (request) => {
    const id = idOf(request, 'errors.stage_not_found');
    await managedStage(app.db, userOf(request), id);
    return { data: await updateStage(app.db, userOf(request), id, parseWith(organizerStageSchema, request.body)) };
  });

  app.delete(pattern(API_PATHS.organizerStage), { ...guarded, ...doc('Delete a stage nothing depends on yet (its groups go with it)', { params: idParams, response: tournamentAnswer }) }, async (request) => ({
    data: await deleteStage(app.db, userOf(request), idOf(request, 'errors.stage_not_found')),
  }));

  app.post(
    pattern(API_PATHS.organizerGroups),
    { ...guarded, ...doc('Add a group to a stage (it plays after the stage registration opens)', { params: idParams, body: requestSchema(organizerGroupSchema), response: createdAnswer }) },
    async (request, reply) => reply.code(201).send({ data: await createGroup(app.db, userOf(request), idOf(request, 'errors.stage_not_found'), request.body) }),
  );

  app.put(
    pattern(API_PATHS.organizerGroup),
    { ...guarded, ...doc("Change a group (a new game time is told to its teams' players)", { params: idParams, body: requestSchema(organizerGroupSchema), response: tournamentAnswer }) },
    async (request) => ({ data: await updateGroup(app, userOf(request), idOf(request, 'errors.group_not_found'), request.body) }),
  );

  app.delete(pattern(API_PATHS.organizerGroup), { ...guarded, ...doc('Delete a group nothing depends on yet', { params: idParams, response: tournamentAnswer }) }, async (request) => ({
    data: await deleteGroup(app.db, userOf(request), idOf(request, 'errors.group_not_found')),
  }));
};
