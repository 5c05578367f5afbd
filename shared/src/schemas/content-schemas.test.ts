import * as v from 'valibot';
import { helpReplySchema, helpRequestSchema } from './help';
import { NewsListQuerySchema, NewsSlugParamsSchema, newsCommentSchema, newsPostSchema } from './news';
import { StreamerListQuerySchema, streamerReviewSchema } from './streamer-review';
import { voteBallotSchema } from './votes';
import { NotificationListQuerySchema } from './api-queries/notification-queries';
import { RatingBoardQuerySchema, RatingGameParamsSchema, RatingPageQuerySchema, RatingTeamQuerySchema } from './api-queries/rating-queries';
import { StreamListQuerySchema, TransferListQuerySchema } from './api-queries/stream-queries';

/** The field errors of a failed parse, by field path ('' for the whole input). */
const errorsOf = (schema: v.GenericSchema, input: unknown): Record<string, string[]> => {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  return v.flatten(result.issues).nested as Record<string, string[]>;
};
const output = <T extends v.GenericSchema>(schema: T, input: unknown) => v.parse(schema, input);

describe('help desk forms (issue 13)', () => {
  const request = { category: 'account', subject: 'Code', message: 'The code never arrives.', contact_channel: 'telegram', contact: '@ayan' };

  it('takes a request with a topic, subject, message and a contact', () => {
    expect(output(helpRequestSchema, { ...request, subject: '  Code  ' })).toMatchObject({ subject: 'Code', contact: '@ayan' });
  });

  it('refuses a short or missing message, an unknown topic or channel, and a malformed e-mail contact', () => {
    expect(Object.keys(errorsOf(helpRequestSchema, { ...request, message: 'short' }))).toEqual(['message']);
    expect(Object.keys(errorsOf(helpRequestSchema, { ...request, category: 'billing', contact_channel: 'fax' })).sort()).toEqual(['category', 'contact_channel']);
    expect(Object.keys(errorsOf(helpRequestSchema, { ...request, contact_channel: 'email', contact: 'not-an-address' }))).toEqual(['contact']);
    expect(errorsOf(helpRequestSchema, { ...request, contact_channel: 'email', contact: 'ayan@mail.example' })).toEqual({});
  });

  it('takes a staff reply, resolved unless another state is named', () => {
    expect(output(helpReplySchema, { message: 'Fixed, try again.' }).status).toBe('resolved');
    expect(output(helpReplySchema, { message: 'Looking', status: 'in_progress' }).status).toBe('in_progress');
    expect(Object.keys(errorsOf(helpReplySchema, { message: '', status: 'lost' })).sort()).toEqual(['message', 'status']);
  });
});

describe('news forms and queries (issue 13)', () => {
  it('reads the list query: a game filter by slug, data slug or id (answered as the game id), a page, 10 per page by default', () => {
    expect(output(NewsListQuerySchema, {})).toMatchObject({ page: 1, per_page: 10 });
    expect(output(NewsListQuerySchema, { game: 'pubg', page: '2' })).toMatchObject({ game: 1, page: 2 });
    expect(v.safeParse(NewsListQuerySchema, { game: 'chess' }).success).toBe(false);
  });

  it('knows a post slug: lowercase words with hyphens, never all digits', () => {
    expect(v.safeParse(NewsSlugParamsSchema, { slug: 'winter-cup-2026' }).success).toBe(true);
    for (const slug of ['2026', 'Winter', 'a--b', '-a']) expect(v.safeParse(NewsSlugParamsSchema, { slug }).success).toBe(false);
  });

  it('takes a comment of 1 to 2000 characters after trimming, optionally answering one', () => {
    expect(output(newsCommentSchema, { content: '  gg  ' })).toEqual({ content: 'gg', parent_id: null });
    expect(output(newsCommentSchema, { content: 'yes', parent_id: 4 }).parent_id).toBe(4);
    expect(Object.keys(errorsOf(newsCommentSchema, { content: '   ' }))).toEqual(['content']);
    expect(Object.keys(errorsOf(newsCommentSchema, { content: 'x'.repeat(2001) }))).toEqual(['content']);
  });

  it('takes a staff post with a slug and a Russian text at least, and refuses a bad cover or slug', () => {
    const post = { slug: 'winter-cup', translations: { ru: { title: ' Зимний кубок ' }, en: { title: 'Winter cup', excerpt: 'Soon', body: '<p>Hi</p>' } } };
    expect(output(newsPostSchema, post)).toMatchObject({ slug: 'winter-cup', game_id: null, cover_url: null, translations: { ru: { title: 'Зимний кубок', excerpt: '', body: '' } } });
    expect(output(newsPostSchema, { ...post, game_id: 1, cover_url: '/media/u/a.webp' })).toMatchObject({ game_id: 1, cover_url: '/media/u/a.webp' });
    expect(v.safeParse(newsPostSchema, { ...post, translations: { en: { title: 'Only English' } } }).success).toBe(false);
    expect(Object.keys(errorsOf(newsPostSchema, { ...post, slug: 'Winter Cup', cover_url: 'ftp://x' })).sort()).toEqual(['cover_url', 'slug']);
  });
});

describe('streamers, votes, notifications, ratings, streams and transfers', () => {
  it('reads a staff review note, trimmed, empty as none, at most 500 characters', () => {
    expect(output(streamerReviewSchema, {})).toEqual({ note: null });
    expect(output(streamerReviewSchema, { note: '  too few followers ' })).toEqual({ note: 'too few followers' });
    expect(output(streamerReviewSchema, { note: '   ' })).toEqual({ note: null });
    expect(v.safeParse(streamerReviewSchema, { note: 'x'.repeat(501) }).success).toBe(false);
    expect(output(StreamerListQuerySchema, { status: 'pending' })).toMatchObject({ status: 'pending', page: 1 });
  });

  it('takes a ballot of distinct options, at least one', () => {
    expect(output(voteBallotSchema, { option_ids: [3, 5] })).toEqual({ option_ids: [3, 5] });
    expect(v.safeParse(voteBallotSchema, { option_ids: [] }).success).toBe(false);
    expect(v.safeParse(voteBallotSchema, { option_ids: [3, 3] }).success).toBe(false);
  });

  it('reads the page of the notifications, from 1', () => {
    expect(output(NotificationListQuerySchema, {})).toEqual({ page: 1 });
    expect(output(NotificationListQuerySchema, { page: '3' })).toEqual({ page: 3 });
    expect(v.safeParse(NotificationListQuerySchema, { page: '0' }).success).toBe(false);
  });

  it('reads rating queries: the game, the board (none named: all), a season, pages', () => {
    expect(v.safeParse(RatingGameParamsSchema, { game: 'mlbb' }).success).toBe(true);
    expect(v.safeParse(RatingGameParamsSchema, { game: 'chess' }).success).toBe(false);
    expect(output(RatingBoardQuerySchema, {})).toMatchObject({ season: 0, page: 1, per_page: 20 });
    expect(output(RatingBoardQuerySchema, {}).board).toBeUndefined();
    expect(output(RatingBoardQuerySchema, { board: 'seasonal', season: '2' })).toMatchObject({ board: 'seasonal', season: 2 });
    expect(output(RatingTeamQuerySchema, { board: 'world' })).toEqual({ board: 'world' });
    expect(v.safeParse(RatingTeamQuerySchema, { board: 'seasonal' }).success).toBe(false);
    expect(output(RatingPageQuerySchema, { page: '2' })).toMatchObject({ page: 2 });
  });

  it('reads stream and transfer lists: a game filter, 10 transfers per page', () => {
    expect(output(StreamListQuerySchema, { game: 'mlbb' })).toMatchObject({ game: 3, page: 1 });
    expect(output(TransferListQuerySchema, {})).toMatchObject({ page: 1, per_page: 10 });
  });
});
