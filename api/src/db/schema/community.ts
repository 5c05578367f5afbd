import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, hasRussian, id, moment, oneOf, slugShape } from './columns';
import { games } from './games';
import type { LocalizedText } from './reference';
import { tournaments } from './tournaments';
import { STREAM_PLATFORMS } from '@portal/shared/constants';
import { users } from './users';

export const streams = pgTable(
  'streams',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    platform: text('platform').notNull(),
    channelUrl: text('channel_url').notNull(),
    /** Video or channel id used to embed the player. */
    embedId: text('embed_id').notNull(),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'set null' }),
    tournamentId: integer('tournament_id').references(() => tournaments.id, { onDelete: 'set null' }),
    isLive: boolean('is_live').notNull().default(false),
    viewersCount: integer('viewers_count').notNull().default(0),
    startedAt: moment('started_at'),
    endedAt: moment('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('streams_live_idx').on(t.isLive, t.startedAt),
    /** A streamer is live on one stream at a time (POST /v1/client/streams answers 409 for a second). */
    uniqueIndex('streams_one_live_per_user').on(t.userId).where(sql`${t.isLive}`),
    check('streams_platform_check', oneOf(t.platform, STREAM_PLATFORMS)),
    check('streams_channel_https', sql`${t.channelUrl} ~ '^https://'`),
    check('streams_viewers_non_negative', sql`${t.viewersCount} >= 0`),
    check('streams_period', sql`${t.endedAt} is null or ${t.startedAt} is null or ${t.endedAt} >= ${t.startedAt}`),
  ],
);

export const STREAMER_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const streamerApplications = pgTable(
  'streamer_applications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    telegram: text('telegram').notNull(),
    followersCount: integer('followers_count').notNull(),
    status: text('status').notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedById: integer('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: moment('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('streamer_applications_user_unique').on(t.userId),
    check('streamer_applications_followers_positive', sql`${t.followersCount} > 0`),
    check('streamer_applications_status_check', oneOf(t.status, STREAMER_APPLICATION_STATUSES)),
  ],
);

export const VOTE_STATUSES = ['draft', 'active', 'closed'] as const;

export const votes = pgTable(
  'votes',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>(),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'set null' }),
    multiple: boolean('multiple').notNull().default(false),
    status: text('status').notNull().default('draft'),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('votes_slug_unique').on(t.slug),
    check('votes_slug_shape', slugShape(t.slug)),
    check('votes_title_ru', hasRussian(t.title)),
    check('votes_status_check', oneOf(t.status, VOTE_STATUSES)),
    check('votes_period', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const voteOptions = pgTable(
  'vote_options',
  {
    id: id(),
    voteId: integer('vote_id')
      .notNull()
      .references(() => votes.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('vote_options_vote_idx').on(t.voteId), check('vote_options_title_ru', hasRussian(t.title))],
);

export const voteBallots = pgTable(
  'vote_ballots',
  {
    id: id(),
    voteId: integer('vote_id')
      .notNull()
      .references(() => votes.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => voteOptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vote_ballots_unique').on(t.voteId, t.userId, t.optionId), index('vote_ballots_option_idx').on(t.optionId)],
);

/** One ballot per player and vote: the key makes concurrent ballots of one player collapse into one. */
export const voteVoters = pgTable(
  'vote_voters',
  {
    voteId: integer('vote_id')
      .notNull()
      .references(() => votes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.voteId, t.userId] })],
);
