import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@portal/shared/contracts';
import { ReviewEntriesSchema, ReviewEntrySchema } from '@portal/shared/contracts/responses';
import { acceptEntrySchema, declineEntrySchema, TournamentIdParamsSchema } from '@portal/shared/schemas';
import { dataOf, errors4xx, requestSchema } from '../../http/openapi';
import { parseWith } from '../../http/validate';
import { acceptEntry, declineEntry, reviewEntries } from './review-service';
import { paramsOf, routeOptions, signedIn } from './route-options';
import { tournamentNotFound } from './entry-checks';

/** The organiser's review of a tournament's applications: the list, accepting, declining. */
export function reviewRoutes(app: FastifyInstance): void {
  const { review, common } = routeOptions(app);

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
}
