import { ORGANIZER_ROLE, STAFF_ROLES } from '@portal/shared/constants';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { API_PATHS } from '@portal/shared/contracts';
import {
  GameTimeApprovalSchema,
  GroupsForTeamSchema,
  PublicTournamentEntrySchema,
  ReviewEntriesSchema,
  ReviewEntrySchema,
  StageOptionSchema,
  TournamentEntrySchema,
  TournamentUserTeamSchema,
  EntryWithdrawnSchema,
} from '@portal/shared/contracts/responses';
import {
  acceptEntrySchema,
  applySchema,
  ApplyParamsSchema,
  declineEntrySchema,
  entryDecisionSchema,
  EntryIdParamsSchema,
  groupApprovalSchema,
  GroupsByStageParamsSchema,
  GroupsForTeamParamsSchema,
  MlbbStagesParamsSchema,
  mlbbReplacementMembersSchema,
  nextStageSchema,
  pubgReplacementMembersSchema,
  resendApplicationSchema,
  TournamentIdParamsSchema,
} from '@portal/shared/schemas';
import { notFound, unauthenticated } from '../../http/http-error';
import { bearer, dataOf, errors4xx, languageHeader, listOf, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import { acceptEntry, declineEntry, reviewEntries } from './review-service';
import {
  answerEntry,
  apply,
  approveGameTime,
  entryDetails,
  entryNotFound,
  groupsByStage,
  groupsForTeam,
  mlbbStages,
  myEntries,
  publicEntries,
  replaceMembers,
  resend,
  selectNextStage,
  tournamentNotFound,
  userTeams,
  withdraw,
} from './service';

/** Tournament applications (spec sections 4, 5 and 7; issue 9). Rules in service.ts and shared/domain/application. */
const TAGS = ['applications'];

function signedIn(request: FastifyRequest) {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** Path parameters that name nothing (not digits, too large) are the 404 of what they would name. */
function paramsOf<TSchema extends v.GenericSchema>(schema: TSchema, request: FastifyRequest, missing: () => Error): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, request.params);
  if (!parsed.success) throw missing();
  return parsed.output;
}

export const applicationRoutes: FastifyPluginAsync = async (app) => {
  const auth = { preHandler: app.requireAuth };
  // The organiser's review: organisers and staff only (403 for anyone else before the body is read); the
  // service then checks the organiser owns the tournament.
  const review = { preHandler: app.requireRole(ORGANIZER_ROLE, ...STAFF_ROLES) };
  const common = { tags: TAGS, security: bearer, headers: languageHeader };

  app.get(
    '/v1/client/tournament/user/teams/:id',
    {
      ...auth,
      schema: {
        ...common,
        summary: "The signed-in user's teams for a tournament",
        description:
          "Teams of the tournament's game the caller plays in, each with its derived status (spec section 4 order), can_withdraw_entry, its application and every member's eligibility (game profile of the game, a social account, documents when the tournament has check_team_member_document). can_apply: the caller is the owner or a manager.",
        params: requestSchema(TournamentIdParamsSchema),
        response: { 200: listOf(TournamentUserTeamSchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const { id } = paramsOf(TournamentIdParamsSchema, request, tournamentNotFound);
      return { data: await userTeams(app.db, id, user.id, request.locale) };
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
        params: requestSchema(GroupsForTeamParamsSchema),
        response: { 200: dataOf(GroupsForTeamSchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const { tournamentId, teamId } = paramsOf(GroupsForTeamParamsSchema, request, tournamentNotFound);
      return { data: await groupsForTeam(app.db, tournamentId, teamId, user.id) };
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
        params: requestSchema(ApplyParamsSchema),
        body: requestSchema(applySchema),
        response: { 201: dataOf(TournamentEntrySchema), ...errors4xx },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const { tournament_id } = paramsOf(ApplyParamsSchema, request, () => notFound('errors.route_not_found'));
      const input = parseWith(applySchema, request.body);
      const entry = await apply(app, tournament_id, user.id, input);
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
        body: requestSchema(resendApplicationSchema),
        response: { 200: dataOf(TournamentEntrySchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      return { data: await resend(app, user.id, parseWith(resendApplicationSchema, request.body)) };
    },
  );

  app.post(
    '/v1/client/tournament-entry/:id/decline',
    {
      ...auth,
      schema: {
        ...common,
        summary: 'Withdraw an application',
        description: "Owner or manager of the team. Waiting and rejected applications may always go; an accepted one while registration is open and its group has not started (409 application.frozen). The application, and the team's place, are removed.",
        params: requestSchema(EntryIdParamsSchema),
        response: { 200: dataOf(EntryWithdrawnSchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const { id } = paramsOf(EntryIdParamsSchema, request, entryNotFound);
      return { data: await withdraw(app, id, user.id) };
    },
  );

  app.post(
    '/v1/client/tournament-entry/:id/status',
    {
      ...auth,
      schema: {
        ...common,
        summary: "A chosen player's answer: status 2 approve, 1 decline",
        description: 'Only a player the application names (403 application.not_chosen). A declined player is left out of the team when the organiser accepts.',
        params: requestSchema(EntryIdParamsSchema),
        body: requestSchema(entryDecisionSchema),
        response: { 200: dataOf(TournamentEntrySchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const { id } = paramsOf(EntryIdParamsSchema, request, entryNotFound);
      return { data: await answerEntry(app, id, user.id, parseWith(entryDecisionSchema, request.body)) };
    },
  );

  app.get(
    API_PATHS.myEntries,
    {
      ...auth,
      schema: {
        ...common,
        summary: "The signed-in user's applications",
        description: "Applications of the caller's teams (as owner or manager) and those that name the caller as a player (my_status), newest first.",
        response: { 200: listOf(TournamentEntrySchema), ...errors4xx },
      },
    },
    async (request) => ({ data: await myEntries(app.db, signedIn(request).id) }),
  );

  app.get(
    '/v1/client/tournament/entries/:id',
    {
      schema: {
        tags: TAGS,
        headers: languageHeader,
        summary: "A tournament's applications (public fields)",
        description: 'For guests too: team, status, group and the number of players of every application, in the order they came.',
        params: requestSchema(TournamentIdParamsSchema),
        response: { 200: listOf(PublicTournamentEntrySchema), ...errors4xx },
      },
    },
    async (request) => {
      const { id } = paramsOf(TournamentIdParamsSchema, request, tournamentNotFound);
      return { data: await publicEntries(app.db, id) };
    },
  );

  app.post(
    API_PATHS.approveGameTime,
    {
      ...auth,
      schema: {
        ...common,
        summary: "Confirm the game time of the team's group",
        description: 'is_approve_game_time (true/false or 1/0) and stage_team_id, by the owner or a manager of the team. 409 application.no_group before a group is assigned, application.frozen once the group plays.',
        body: requestSchema(groupApprovalSchema),
        response: { 200: dataOf(GameTimeApprovalSchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      return { data: await approveGameTime(app, user.id, parseWith(groupApprovalSchema, request.body)) };
    },
  );

  app.get(
    '/organizer/tournaments/:id/entries',
    {
      ...review,
      schema: {
        ...common,
        summary: "A tournament's applications for review",
        description: "Staff, or the organiser who owns the tournament (403 otherwise): every application with its players' eligibility and answers, the slot count and the accepted count.",
        params: requestSchema(TournamentIdParamsSchema),
        response: { 200: dataOf(ReviewEntriesSchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const { id } = paramsOf(TournamentIdParamsSchema, request, tournamentNotFound);
      return { data: await reviewEntries(app.db, user, id) };
    },
  );

  app.post(
    API_PATHS.acceptEntry,
    {
      ...review,
      schema: {
        ...common,
        summary: 'Accept an application',
        description:
          'tournament_entry_id. Staff, or the organiser who owns the tournament. A waiting application only (409 application.not_awaiting), within slot_count (409 application.slots_full): the tournament team and its stage team (the group of the application, the players who did not decline) are created. The team and its players are notified.',
        body: requestSchema(acceptEntrySchema),
        response: { 200: dataOf(ReviewEntrySchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const { tournament_entry_id } = parseWith(acceptEntrySchema, request.body);
      return { data: await acceptEntry(app, user, tournament_entry_id) };
    },
  );

  app.post(
    API_PATHS.declineEntry,
    {
      ...review,
      schema: {
        ...common,
        summary: 'Decline an application',
        description: 'tournament_entry_id and reject_description (at most 1000 characters). Staff, or the organiser who owns the tournament. An accepted application leaves the tournament. The team and its players are notified with the reason.',
        body: requestSchema(declineEntrySchema),
        response: { 200: dataOf(ReviewEntrySchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      return { data: await declineEntry(app, user, parseWith(declineEntrySchema, request.body)) };
    },
  );

  app.get(
    '/v1/client/tournament-entries/:id/details',
    {
      ...auth,
      schema: {
        ...common,
        summary: 'One application',
        description: "For the team's members, the players it names and the tournament's managers (403 otherwise): the application with its players, stage teams and the team's status.",
        params: requestSchema(EntryIdParamsSchema),
        response: { 200: dataOf(TournamentEntrySchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const { id } = paramsOf(EntryIdParamsSchema, request, entryNotFound);
      return { data: await entryDetails(app.db, id, user) };
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
        params: requestSchema(MlbbStagesParamsSchema),
        response: { 200: listOf(StageOptionSchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const { id, teamId } = paramsOf(MlbbStagesParamsSchema, request, tournamentNotFound);
      return { data: await mlbbStages(app.db, id, teamId, user.id) };
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
        params: requestSchema(GroupsByStageParamsSchema),
        response: { 200: dataOf(GroupsForTeamSchema), ...errors4xx },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const { stage, team } = paramsOf(GroupsByStageParamsSchema, request, () => notFound('errors.stage_not_found'));
      return { data: await groupsByStage(app.db, stage, team, user.id) };
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
};
