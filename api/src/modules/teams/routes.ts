import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { TEAM_LOGO_MAX_BYTES } from '@portal/shared/constants';
import { API_PATHS } from '@portal/shared/contracts';
import { PublicTeamSchema, TeamCreatedSchema, TeamDeletedSchema, TeamInvitePreviewSchema, TeamLeftSchema, TeamSchema } from '@portal/shared/contracts/responses';
import {
  changeMemberRoleSchema,
  createTeamSchema,
  InviteHashParamsSchema,
  joinTeamSchema,
  MyTeamsQuerySchema,
  removeMemberSchema,
  TeamIdParamsSchema,
  TeamMemberParamsSchema,
  TeamSlugParamsSchema,
  updateTeamSchema,
} from '@portal/shared/schemas';
import { HttpError, notFound, unauthenticated } from '../../http/http-error';
import { fileOf, readForm } from '../../http/multipart-form';
import { bearer, dataOf, errorResponse, errors4xx, languageHeader, listOf, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import { changeMemberRole, invitePreview, joinTeam, leaveTeam, removeMember } from './membership';
import { createTeam, deleteTeam, mayUpdateTeam, myTeams, publicTeam, readTeam, teamNotFound, updateTeam } from './service';

/** Teams (docs/spec.md section 7, "Profile and teams"). Rules in service.ts and shared/domain/team. */
const TAGS = ['teams'];
const MULTIPART = ['multipart/form-data', 'application/json'];
const idParams = requestSchema(TeamIdParamsSchema);
/** Route patterns of API_PATHS.team(id) and the others with parameters (routes.test.ts checks they agree). */
const TEAM_PATH = '/team/:id';
/** A team form carries one logo of at most TEAM_LOGO_MAX_BYTES: nothing beyond is buffered. */
const LOGO_FORM = { fileSize: TEAM_LOGO_MAX_BYTES, files: 1 };

function signedIn(request: FastifyRequest) {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** A path parameter that names no team (not digits, too large) is a team that does not exist. */
function teamIdOf(request: FastifyRequest): number {
  const parsed = v.safeParse(TeamIdParamsSchema, request.params);
  if (!parsed.success) throw teamNotFound();
  return parsed.output.id;
}

export const teamRoutes: FastifyPluginAsync = async (app) => {
  const auth = { preHandler: app.requireAuth };

  app.get(
    API_PATHS.teams,
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: "The signed-in user's teams",
        description: 'With members (role, game profile of the team game, social accounts and documents counts), members_count and the applications; the invite hash for the owner and managers only. filter[game_id] limits the list to one game.',
        security: bearer,
        querystring: requestSchema(MyTeamsQuerySchema),
        headers: languageHeader,
        response: { 200: listOf(TeamSchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const query = parseWith(MyTeamsQuerySchema, request.query);
      return { data: await myTeams(app.db, user.id, query['filter[game_id]'], request.locale) };
    },
  );

  app.post(
    API_PATHS.teams,
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Create a team (multipart: name, game_id, optional logo)',
        description:
          'The creator becomes the owner. Name: 4-25 Latin letters, digits and spaces, unique per game ignoring case (422 team_page.name_taken). Logo: at most 2 MB, PNG, JPEG or WebP read from the bytes (422 team_page.image_type / team_page.image_dimensions), re-encoded without metadata into original_url, webp and small_webp.',
        security: bearer,
        consumes: MULTIPART,
        body: requestSchema(createTeamSchema),
        response: { 201: dataOf(TeamCreatedSchema), ...errors4xx, 413: errorResponse },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const form = await readForm(request, LOGO_FORM);
      const input = parseWith(createTeamSchema, form.body);
      const team = await createTeam(app, user.id, input, input.logo ? fileOf(form, 'logo') : undefined, request.locale);
      reply.code(201);
      return { data: { team } };
    },
  );

  app.get(
    '/team/by/hash/:hash',
    {
      schema: {
        tags: TAGS,
        summary: 'The team behind an invite link',
        description: 'For guests too; is_member tells a signed-in caller they are already in it. 404 team_page.invite_link_stale when no team has this hash now (regenerated or deleted).',
        params: requestSchema(InviteHashParamsSchema),
        headers: languageHeader,
        response: { 200: dataOf(TeamInvitePreviewSchema), 404: errorResponse },
      },
    },
    async (request) => {
      const parsed = v.safeParse(InviteHashParamsSchema, request.params);
      if (!parsed.success) throw notFound('team_page.invite_link_stale');
      return { data: await invitePreview(app.db, parsed.output.hash, request.user?.id ?? null) };
    },
  );

  app.post(
    '/team/participate/:id',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Join a team by its invite hash',
        description: "Joins as a member. 403 team_page.invite_link_stale for a hash that is not the team's current one; 409 team_page.already_member. The owner and managers are notified.",
        security: bearer,
        params: idParams,
        body: requestSchema(joinTeamSchema),
        response: { 200: dataOf(TeamSchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const teamId = teamIdOf(request);
      const { hash } = parseWith(joinTeamSchema, request.body);
      return { data: await joinTeam(app, teamId, user.id, user.username, hash, request.locale) };
    },
  );

  app.post(
    '/team/change/member/role/:team/:user',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: "Change a member's role (codeRole owner, manager or member)",
        description:
          'Owner: any role for anyone else; owner hands the team over and the old owner becomes a manager. Manager: member <-> manager, never the owner (403 team_page.owner_untouchable / team_page.owner_only). Nobody changes their own role (409 team_page.own_role). The member is notified.',
        security: bearer,
        params: requestSchema(TeamMemberParamsSchema),
        body: requestSchema(changeMemberRoleSchema),
        response: { 200: dataOf(TeamSchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const params = v.safeParse(TeamMemberParamsSchema, request.params);
      if (!params.success) throw teamNotFound();
      const { codeRole } = parseWith(changeMemberRoleSchema, request.body);
      return { data: await changeMemberRole(app, params.output.team, user.id, params.output.user, codeRole, request.locale) };
    },
  );

  app.post(
    API_PATHS.removeTeamMember,
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Remove a player from a team',
        description: 'Owner or manager; a manager never removes the owner; nobody removes themselves (409 team_page.remove_self: leave instead). The player is notified.',
        security: bearer,
        body: requestSchema(removeMemberSchema),
        response: { 200: dataOf(TeamSchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const { teamId, userId } = parseWith(removeMemberSchema, request.body);
      return { data: await removeMember(app, teamId, user.id, userId, request.locale) };
    },
  );

  app.post(
    '/team/:id/leave',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Leave a team',
        description: 'Members and managers; the owner gets 409 team_page.owner_cannot_leave (hand the team over or delete it first).',
        security: bearer,
        params: idParams,
        response: { 200: dataOf(TeamLeftSchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      return { data: await leaveTeam(app, teamIdOf(request), user.id) };
    },
  );

  app.get(
    TEAM_PATH,
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'A team of the signed-in user',
        description: '403 team_page.not_a_member outside the team; the invite hash for the owner and managers only.',
        security: bearer,
        params: idParams,
        headers: languageHeader,
        response: { 200: dataOf(TeamSchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      return { data: await readTeam(app.db, teamIdOf(request), user.id, request.locale) };
    },
  );

  const updateHandler = async (request: FastifyRequest, overrideRequired: boolean) => {
    const user = signedIn(request);
    const teamId = teamIdOf(request);
    await mayUpdateTeam(app.db, teamId, user.id);
    const form = await readForm(request, LOGO_FORM);
    if (overrideRequired && form.methodOverride !== 'PUT') throw new HttpError(400, 'errors.bad_request');
    const input = parseWith(updateTeamSchema, form.body);
    return { data: await updateTeam(app, teamId, user.id, input, input.logo ? fileOf(form, 'logo') : undefined, request.locale) };
  };
  const updateDescription =
    'Owner only. Any of: name (a new slug with it; 422 team_page.name_taken), change_hash true (a new invite hash: the old link stops working), logo (multipart; the old logo files are removed).';

  app.put(
    TEAM_PATH,
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Update a team: name, invite link, logo',
        description: updateDescription,
        security: bearer,
        consumes: MULTIPART,
        params: idParams,
        body: requestSchema(updateTeamSchema),
        response: { 200: dataOf(TeamSchema), ...errors4xx, 413: errorResponse },
      },
    },
    (request) => updateHandler(request, false),
  );

  app.post(
    TEAM_PATH,
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Update a team through the method override (multipart with _method=PUT): the logo change',
        description: `The same as PUT /team/{id}; without _method=PUT it is 400. ${updateDescription}`,
        security: bearer,
        consumes: MULTIPART,
        params: idParams,
        body: requestSchema(v.object({ ...updateTeamSchema.entries, _method: v.literal('PUT') })),
        response: { 200: dataOf(TeamSchema), ...errors4xx, 400: errorResponse, 413: errorResponse },
      },
    },
    (request) => updateHandler(request, true),
  );

  app.delete(
    TEAM_PATH,
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Delete a team',
        description:
          'Owner only. 409 team_page.delete_active_entry while the team is accepted to a tournament that has not ended; otherwise its pending applications are withdrawn in the same transaction. Played tournaments keep their history.',
        security: bearer,
        params: idParams,
        response: { 200: dataOf(TeamDeletedSchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      return { data: await deleteTeam(app, teamIdOf(request), user.id) };
    },
  );

  app.get(
    '/v1/client/team/:slug',
    {
      schema: {
        tags: TAGS,
        summary: 'Public team page',
        description: 'For guests too: name, logo, game, division, members with public fields, and the tournaments the team was accepted to with their status and result.',
        params: requestSchema(TeamSlugParamsSchema),
        headers: languageHeader,
        response: { 200: dataOf(PublicTeamSchema), 404: errorResponse },
      },
    },
    async (request) => {
      const parsed = v.safeParse(TeamSlugParamsSchema, request.params);
      if (!parsed.success) throw teamNotFound();
      return { data: await publicTeam(app.db, parsed.output.slug, request.locale) };
    },
  );
};
