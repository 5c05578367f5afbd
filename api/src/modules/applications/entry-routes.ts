import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@portal/shared/contracts';
import { GameTimeApprovalSchema, PublicTournamentEntrySchema, TournamentEntrySchema, EntryWithdrawnSchema } from '@portal/shared/contracts/responses';
import { entryDecisionSchema, EntryIdParamsSchema, groupApprovalSchema, TournamentIdParamsSchema } from '@portal/shared/schemas';
import { dataOf, errors4xx, languageHeader, listOf, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import { entryNotFound, tournamentNotFound } from './entry-checks';
import { answerEntry, approveGameTime, entryDetails, myEntries, publicEntries, withdraw } from './service';
import { hashOf, hashQuery, paramsOf, routeOptions, signedIn, TAGS } from './route-options';

/** Applications once sent: withdrawing, a chosen player's answer, the player's list, the public list, game-time confirmation, details. */
export function entryRoutes(app: FastifyInstance): void {
  const { auth, common } = routeOptions(app);

  app.post(
    '/v1/client/tournament-entry/:id/decline',
    {
      ...auth,
      schema: {
        ...common,
        summary: 'Withdraw an application',
        description: "Owner or manager of the team. A waiting application may always go; an accepted one while registration is open and its group has not started (409 application.frozen); a rejected one stays as the team's history (409 application.not_awaiting: it is sent again instead). The application, and the team's place, are removed.",
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
        description: 'For guests too: team, status, group and the number of players of every application, in the order they came. A private tournament only with its ?hash=, for its organiser and staff, and for its entrants (404 otherwise).',
        params: requestSchema(TournamentIdParamsSchema),
        querystring: hashQuery,
        response: { 200: listOf(PublicTournamentEntrySchema), ...errors4xx },
      },
    },
    async (request) => {
      const { id } = paramsOf(TournamentIdParamsSchema, request, tournamentNotFound);
      return { data: await publicEntries(app.db, id, { hash: hashOf(request), user: request.user }) };
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
}
