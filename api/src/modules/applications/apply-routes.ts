import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { API_PATHS } from '@portal/shared/contracts';
import { GroupsForTeamSchema, StageOptionSchema, TournamentEntrySchema, TournamentUserTeamSchema } from '@portal/shared/contracts/responses';
import {
  applySchema,
  ApplyParamsSchema,
  EntryIdParamsSchema,
  GroupsByStageParamsSchema,
  GroupsForTeamParamsSchema,
  MlbbStagesParamsSchema,
  mlbbReplacementMembersSchema,
  nextStageSchema,
  pubgReplacementMembersSchema,
  resendApplicationSchema,
  TournamentIdParamsSchema,
} from '@portal/shared/schemas';
import { notFound } from '../../http/http-error';
import { dataOf, errors4xx, listOf, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import { entryNotFound, tournamentNotFound } from './entry-checks';
import { replaceMembers, selectNextStage } from './replacement-service';
import { apply, groupsByStage, groupsForTeam, mlbbStages, resend, userTeams } from './service';
import { callerOf, hashQuery, paramsOf, routeOptions, signedIn } from './route-options';

/** A team's application: the teams and groups to choose from, applying, sending again, replacing players, the next stage. */
export function applyRoutes(app: FastifyInstance): void {
  const { auth, common } = routeOptions(app);

  app.get(
    '/v1/client/tournament/user/teams/:id',
    {
      ...auth,
      schema: {
        ...common,
        summary: "The signed-in user's teams for a tournament",
        description:
          "Teams of the tournament's game the caller plays in, each with its derived status (spec section 4 order), can_withdraw_entry, its application and every member's eligibility (game profile of the game, a social account, documents when the tournament has check_team_member_document). can_apply: the caller is the owner or a manager.",
        querystring: hashQuery,
        params: requestSchema(TournamentIdParamsSchema),
        response: { 200: listOf(TournamentUserTeamSchema), ...errors4xx },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id } = paramsOf(TournamentIdParamsSchema, request, tournamentNotFound);
      return { data: await userTeams(app.db, id, caller, request.locale) };
    },
  );

  app.get(
    '/v1/client/tournament/:tournamentId/groups-for-team/:teamId',
    {
      ...auth,
      schema: {
        ...common,
        summary: 'Groups a team may choose',
        description: "data.replace_count of the stage and data.groups: the stage's groups open for applications, with their free slots (the stage of the team's application, else the first stage with an open group). A member of the team only (403).",
        querystring: hashQuery,
        params: requestSchema(GroupsForTeamParamsSchema),
        response: { 200: dataOf(GroupsForTeamSchema), ...errors4xx },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { tournamentId, teamId } = paramsOf(GroupsForTeamParamsSchema, request, tournamentNotFound);
      return { data: await groupsForTeam(app.db, tournamentId, teamId, caller) };
    },
  );

  app.post(
    '/v1/client/:tournament_id',
    {
      // The path is one segment after /v1/client: anything but a tournament id is an unknown API path (404
      // for everyone, before asking who calls), not an application.
      preHandler: [
        async (request: FastifyRequest) => {
          paramsOf(ApplyParamsSchema, request, () => notFound('errors.route_not_found'));
        },
        app.requireAuth,
      ],
      schema: {
        ...common,
        summary: 'Apply to a tournament',
        description:
          'Owner or manager of the team (403 team_page.captain_only). Registration open (409 application.registration_closed); one application per team (409 application.already_applied); PUBG names an open group with a free slot (422 group_id application.group_unavailable, 409 application.group_full), MLBB an open stage (422 stage_id application.stage_unavailable); players within the format (422 application.players_min / players_max), all in the team and eligible (422 application.player_not_in_team / application.player_ineligible), none in another team\'s live application (422 application.player_in_other_entry). One transaction that locks the tournament: parallel applications never overbook a group. The chosen players are notified and answer on /entries.',
        querystring: hashQuery,
        params: requestSchema(ApplyParamsSchema),
        body: requestSchema(applySchema),
        response: { 201: dataOf(TournamentEntrySchema), ...errors4xx },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { tournament_id } = paramsOf(ApplyParamsSchema, request, () => notFound('errors.route_not_found'));
      const input = parseWith(applySchema, request.body);
      const entry = await apply(app, tournament_id, caller, input);
      reply.code(201);
      return { data: entry };
    },
  );

  app.post(
    API_PATHS.resendApplication,
    {
      ...auth,
      schema: {
        ...common,
        summary: 'Send an application again (awaiting the admin, or rejected)',
        description: 'team_id, group_id, members, tournament_id: the same rules as applying; the status returns to await and the rejection reason is cleared. 409 application.not_awaiting for an accepted application.',
        querystring: hashQuery,
        body: requestSchema(resendApplicationSchema),
        response: { 200: dataOf(TournamentEntrySchema), ...errors4xx },
      },
    },
    async (request) => {
      return { data: await resend(app, callerOf(request), parseWith(resendApplicationSchema, request.body)) };
    },
  );

  app.get(
    '/v1/client/tournament/mlbb/stages/list/:id/:teamId',
    {
      ...auth,
      schema: {
        ...common,
        summary: 'Stages an MLBB team may apply to',
        description: "The tournament's stages with a group open for applications (the stage selector's cards: name, register_start_date, the tournament timezone). A member of the team only (403 application.not_in_team).",
        querystring: hashQuery,
        params: requestSchema(MlbbStagesParamsSchema),
        response: { 200: listOf(StageOptionSchema), ...errors4xx },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id, teamId } = paramsOf(MlbbStagesParamsSchema, request, tournamentNotFound);
      return { data: await mlbbStages(app.db, id, teamId, caller) };
    },
  );

  app.get(
    '/v1/client/tournament/group-by-stage/:stage/teams/:team',
    {
      ...auth,
      schema: {
        ...common,
        summary: 'Open groups of a stage for a team',
        description: "data.replace_count of the stage and data.groups: its groups open for applications with their free slots. A member of the team only (403 application.not_in_team).",
        querystring: hashQuery,
        params: requestSchema(GroupsByStageParamsSchema),
        response: { 200: dataOf(GroupsForTeamSchema), ...errors4xx },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { stage, team } = paramsOf(GroupsByStageParamsSchema, request, () => notFound('errors.stage_not_found'));
      return { data: await groupsByStage(app.db, stage, team, caller) };
    },
  );

  app.post(
    '/v1/client/tournament-entry/:id/replacement-members',
    {
      ...auth,
      schema: {
        ...common,
        summary: 'Edit an application: players, and the group (PUBG) or stage',
        description:
          "Owner or manager; registration open; the group not playing (409 application.frozen). PUBG: groupId, stageId, userIds; MLBB: stageId, userIds. A waiting application takes the new group or stage and players; an accepted one keeps its stage, may change to another open group of it, and replaces at most the stage's replace_count players (422 userIds max_replace_members_front). New players are notified.",
        params: requestSchema(EntryIdParamsSchema),
        body: requestSchema(v.union([pubgReplacementMembersSchema, mlbbReplacementMembersSchema])),
        response: { 200: dataOf(TournamentEntrySchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const { id } = paramsOf(EntryIdParamsSchema, request, entryNotFound);
      return { data: await replaceMembers(app, id, user.id, request.body) };
    },
  );

  app.post(
    '/tournament/select/next-stage/:tournament_id',
    {
      ...auth,
      schema: {
        ...common,
        summary: 'Choose the group and players for the next stage',
        description:
          "group_id and members. The caller's team (owner or manager) that moved on to the group's stage without a group yet (409 application.no_next_stage) takes the open group (409 application.group_full) with its players: at most the stage's replace_count new ones (422 max_replace_members_front).",
        params: requestSchema(ApplyParamsSchema),
        body: requestSchema(nextStageSchema),
        response: { 200: dataOf(TournamentEntrySchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const { tournament_id } = paramsOf(ApplyParamsSchema, request, tournamentNotFound);
      return { data: await selectNextStage(app, tournament_id, user.id, parseWith(nextStageSchema, request.body)) };
    },
  );
}
