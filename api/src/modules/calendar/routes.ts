import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { CALENDAR_FEED_MAX_AGE_SECONDS } from '@portal/shared/constants';
import { API_PATHS } from '@portal/shared/contracts';
import { CalendarFeedLinkSchema, CalendarFeedStateSchema } from '@portal/shared/contracts/responses';
import { unauthenticated } from '../../http/http-error';
import { bearer, dataOf, errorResponse, errors4xx, languageHeader, requestSchema } from '../../http/openapi';
import type { AuthUser } from '../../sessions/bearer';
import { feedState, newFeedLink, playerFeed, teamFeed, type Feed } from './service';

/**
 * Calendar feeds (iCalendar, RFC 5545) of matches: the signed-in player's feed link (read, or make a new
 * one, which stops the old), the player's feed by its token and a team's public feed. Paths are
 * API_PATHS' (calendarFeedLink, calendarFeed, teamCalendarFeed); the feeds are text/calendar with a weak
 * ETag (304 on If-None-Match) and a short Cache-Control, limited per address like every public read.
 */
const TAGS = ['calendar'];
const feedAnswer = {
  200: { description: 'the iCalendar file (RFC 5545): one VEVENT per group game, an empty VCALENDAR without games', content: { 'text/calendar': { schema: { type: 'string', format: 'binary' } } } },
  304: { type: 'null', description: 'not modified (If-None-Match matched the ETag)' },
  404: errorResponse,
  429: errorResponse,
};

const userOf = (request: FastifyRequest): AuthUser => {
  if (!request.user) throw unauthenticated();
  return request.user;
};

function sendFeed(request: FastifyRequest, reply: FastifyReply, feed: Feed, scope: 'private' | 'public') {
  reply.header('etag', feed.etag).header('cache-control', `${scope}, max-age=${CALENDAR_FEED_MAX_AGE_SECONDS}`);
  if (request.headers['if-none-match'] === feed.etag) return reply.code(304).send();
  return reply.type('text/calendar; charset=utf-8').send(feed.body);
}

/** The route patterns of API_PATHS.calendarFeed(token) and teamCalendarFeed(slug). */
const PLAYER_FEED = '/v1/calendar/:token.ics';
const TEAM_FEED = '/v1/calendar/team/:slug.ics';

export const calendarRoutes: FastifyPluginAsync = async (app) => {
  const context = () => ({ publicUrl: app.publicUrl, messages: app.messages });

  app.get(
    API_PATHS.calendarFeedLink,
    { preHandler: app.requireAuth, schema: { tags: TAGS, summary: 'Whether the caller has a calendar feed link (the link itself shows once, when made)', security: bearer, headers: languageHeader, response: { 200: dataOf(CalendarFeedStateSchema), ...errors4xx } } },
    async (request) => ({ data: await feedState(app.db, userOf(request)) }),
  );

  app.post(
    API_PATHS.calendarFeedLink,
    {
      preHandler: app.requireAuth,
      schema: {
        tags: TAGS,
        summary: "A new link to the caller's calendar feed; the old link answers 404 from now on",
        security: bearer,
        headers: languageHeader,
        response: { 200: dataOf(CalendarFeedLinkSchema), ...errors4xx },
      },
    },
    async (request) => ({ data: await newFeedLink(app.db, userOf(request), app.publicUrl) }),
  );

  app.get<{ Params: { token: string } }>(
    PLAYER_FEED,
    {
      schema: {
        tags: TAGS,
        summary: "A player's calendar feed of their matches, read by calendar apps without signing in",
        description: 'The token of the link POST /v1/client/calendar-feed made; an unknown or replaced one answers 404. Never holds lobby ids or passwords.',
        params: requestSchema(v.object({ token: v.pipe(v.string(), v.description('the feed token (64 hex digits)')) })),
        response: feedAnswer,
      },
    },
    async (request, reply) => sendFeed(request, reply, await playerFeed(app.db, request.params.token, context()), 'private'),
  );

  app.get<{ Params: { slug: string } }>(
    TEAM_FEED,
    {
      schema: {
        tags: TAGS,
        summary: "A team's public calendar feed of its group games in public tournaments",
        params: requestSchema(v.object({ slug: v.pipe(v.string(), v.description("the team's slug, as on its public page")) })),
        headers: languageHeader,
        response: feedAnswer,
      },
    },
    async (request, reply) => sendFeed(request, reply, await teamFeed(app.db, request.params.slug, request.locale, context()), 'public'),
  );
};
