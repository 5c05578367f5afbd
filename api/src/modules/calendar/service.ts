import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@portal/shared/constants';
import { API_PATHS, API_PREFIX, type CalendarFeedLink, type CalendarFeedState } from '@portal/shared/contracts';
import { webcalUrlOf } from '@portal/shared/domain';
import type { Database, Queryable } from '../../db/client';
import { notFound } from '../../http/http-error';
import { translate, type MessageCatalog } from '../../i18n/messages';
import { groupFacts, myStageTeams } from '../../services/matches/group-facts';
import type { AuthUser } from '../../sessions/bearer';
import type { FeedGame } from './events';
import { toEvent } from './events';
import { writeCalendar } from './ics';
import { feedOf, feedOwner, publicTeamBySlug, replaceFeed, teamGames } from './repository';

/**
 * Calendar feeds of matches (docs/architecture.md, module calendar; api/README.md, "Calendar feeds"). A
 * player's feed link carries a random token of 32 bytes (hex); only its SHA-256 is stored, so the link is
 * shown once, when it is made, and making a new one replaces the hash (the old link answers 404 at once).
 */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[0-9a-f]{64}$/;
/** Calendar apps read a feed again about this often (REFRESH-INTERVAL), minutes. */
const REFRESH_MINUTES = 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const feedNotFound = () => notFound('errors.calendar_feed_not_found');

export interface Feed {
  body: string;
  /** Weak: two answers with the same games differ only in their DTSTAMP. */
  etag: string;
}

/** GET /v1/client/calendar-feed */
export async function feedState(db: Queryable, user: AuthUser): Promise<CalendarFeedState> {
  const feed = await feedOf(db, user.id);
  return { has_link: feed !== null, created_at: feed?.created_at ?? null };
}

/** POST /v1/client/calendar-feed: a new token (one row per player, so replacing it is one statement). */
export async function newFeedLink(db: Queryable, user: AuthUser, publicUrl: string, now = new Date()): Promise<CalendarFeedLink> {
  const token = randomBytes(TOKEN_BYTES).toString('hex');
  await replaceFeed(db, user.id, hashOf(token), now);
  const url = `${publicUrl}${API_PREFIX}${API_PATHS.calendarFeed(token)}`;
  return { url, webcal_url: webcalUrlOf(url), created_at: now.toISOString() };
}

export interface FeedContext {
  publicUrl: string;
  messages: MessageCatalog;
  now?: Date;
}

function feedOfGames(name: string, games: readonly FeedGame[], { publicUrl, messages, now = new Date() }: FeedContext, locale: Locale): Feed {
  const teamLine = (team: string) => translate(messages, locale, 'calendar.team_line', { team });
  const events = games.map((game) => toEvent(game, { publicUrl, locale, teamLine }));
  const timezone = games[0]?.facts.tournament_timezone ?? null;
  const calendar = { name, timezone, refreshMinutes: REFRESH_MINUTES, events };
  const etag = `W/"${createHash('sha1').update(writeCalendar({ ...calendar, stamp: new Date(0) })).digest('base64url')}"`;
  return { body: writeCalendar({ ...calendar, stamp: now }), etag };
}

async function gamesOf(db: Queryable, rows: readonly { stage_team_id: number; group_id: number; team_name: string }[]): Promise<FeedGame[]> {
  const games: FeedGame[] = [];
  for (const row of rows) {
    const facts = await groupFacts(db, row.group_id);
    if (facts) games.push({ stage_team_id: row.stage_team_id, team_name: row.team_name, facts });
  }
  return games;
}

/**
 * GET /v1/calendar/{token}.ics: the player's matches (the groups of their teams, as GET /v1/client/matches
 * lists them), and cancelled those of a tournament its organiser took back to a draft.
 */
export async function playerFeed(db: Database, token: string, context: FeedContext): Promise<Feed> {
  if (!TOKEN_SHAPE.test(token)) throw feedNotFound();
  const owner = await feedOwner(db, hashOf(token));
  if (!owner) throw feedNotFound();
  const rows = await myStageTeams(db, owner.user_id, { withUnpublished: true });
  const games = await gamesOf(db, rows.map((row) => ({ stage_team_id: row.stage_team_id, group_id: row.group_id, team_name: row.team.name })));
  return feedOfGames(translate(context.messages, owner.locale, 'calendar.player_feed_name'), games, context, owner.locale);
}

/** GET /v1/calendar/team/{slug}.ics: a team's group games in public tournaments. */
export async function teamFeed(db: Database, slug: string, locale: Locale, context: FeedContext): Promise<Feed> {
  const team = await publicTeamBySlug(db, slug);
  if (!team) throw notFound('team_page.team_not_found');
  const rows = await teamGames(db, team.id);
  const games = await gamesOf(db, rows.map((row) => ({ ...row, team_name: team.name })));
  return feedOfGames(translate(context.messages, locale, 'calendar.team_feed_name', { team: team.name }), games, context, locale);
}
