import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { LOCALES } from '@portal/shared/constants';
import { createdAt, id, moment, oneOf, slugShape, updatedAt } from './columns';
import { games } from './games';
import { users } from './users';

export const NEWS_STATUSES = ['draft', 'published'] as const;

export const newsPosts = pgTable(
  'news_posts',
  {
    id: id(),
    slug: text('slug').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'set null' }),
    coverUrl: text('cover_url'),
    status: text('status').notNull().default('draft'),
    publishedAt: moment('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('news_posts_slug_unique').on(t.slug),
    index('news_posts_published_idx').on(t.publishedAt),
    check('news_posts_slug_shape', slugShape(t.slug)),
    check('news_posts_status_check', oneOf(t.status, NEWS_STATUSES)),
    check('news_posts_published_has_date', sql`${t.status} <> 'published' or ${t.publishedAt} is not null`),
  ],
);

/** A post's text in one language; a post shows in the languages it has. */
export const newsPostTranslations = pgTable(
  'news_post_translations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.locale] }),
    check('news_post_translations_locale_check', oneOf(t.locale, LOCALES)),
    check('news_post_translations_title_length', sql`char_length(${t.title}) between 1 and 200`),
  ],
);

export const newsComments = pgTable(
  'news_comments',
  {
    id: id(),
    postId: integer('post_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => newsComments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
    deletedAt: moment('deleted_at'),
  },
  (t) => [
    index('news_comments_post_idx').on(t.postId, t.createdAt),
    check('news_comments_content_length', sql`char_length(${t.content}) between 1 and 2000`),
  ],
);

export const newsLikes = pgTable(
  'news_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);
