import * as v from 'valibot';
import { API_PATHS } from '@portal/shared/contracts';
import { NewsAdminPostSchema, NewsCommentSchema, NewsCommentThreadSchema, NewsLikeSchema, NewsPostSchema, NewsSummarySchema, PageMetaSchema } from '@portal/shared/contracts/responses';
import { TEST_DRIVERS } from '../../../test-support/databases';
import { openAuthWorld, type AuthTestWorld } from '../../../test-support/auth-world';
import { send } from '../../../test-support/requests';

const api = (path: string) => `/api${path}`;
const NewsPageSchema = v.object({ data: v.array(NewsSummarySchema), meta: PageMetaSchema });

describe.each(TEST_DRIVERS)('news (%s)', (driver) => {
  let t: AuthTestWorld;
  let admin: string;
  let player: string;
  let captain: string;
  let banned: string;
  beforeAll(async () => {
    t = await openAuthWorld(driver);
    [admin, player, captain, banned] = await Promise.all([t.tokenOf('admin'), t.tokenOf('player'), t.tokenOf('captain'), t.tokenOf('banned')]);
  });
  afterAll(() => t?.dispose());

  describe('the list', () => {
    it('shows published posts, newest first, 10 per page, never drafts', async () => {
      const first = v.parse(NewsPageSchema, (await send(t.app, 'GET', api(API_PATHS.news))).json());
      expect(first.data).toHaveLength(10);
      expect(first.meta).toMatchObject({ current_page: 1, per_page: 10, total: 13, last_page: 2 });
      const second = v.parse(NewsPageSchema, (await send(t.app, 'GET', api(`${API_PATHS.news}?page=2`))).json());
      expect(second.data).toHaveLength(3);
      const dates = [...first.data, ...second.data].map((post) => post.published_at);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect([...first.data, ...second.data].map((post) => post.slug)).not.toContain('summer-cup-announcement');
    });

    it('filters by game', async () => {
      const mlbb = v.parse(NewsPageSchema, (await send(t.app, 'GET', api(`${API_PATHS.news}?game=mlbb`))).json());
      expect(mlbb.data.length).toBeGreaterThan(0);
      expect(mlbb.data.every((post) => post.game?.slug === 'mlbb')).toBe(true);
      expect((await send(t.app, 'GET', api(`${API_PATHS.news}?game=chess`))).statusCode).toBe(422);
    });

    it("shows each post in the request's language, else in Russian", async () => {
      const page = v.parse(NewsPageSchema, (await send(t.app, 'GET', api(`${API_PATHS.news}?per_page=20`), { lang: 'tr' })).json());
      const translated = page.data.find((post) => post.slug === 'portal-in-five-languages');
      const russianOnly = page.data.find((post) => post.slug === 'fair-play-rules-update');
      expect(translated).toMatchObject({ locale: 'tr', title: 'Portal beş dilde' });
      expect(russianOnly).toMatchObject({ locale: 'ru', title: 'Обновлённые правила честной игры' });
    });
  });

  describe('a post', () => {
    it('answers the post with its counts; 404 for a draft or an unknown slug', async () => {
      const response = await send(t.app, 'GET', api(API_PATHS.newsPost('pubg-mobile-patch-notes-spring')));
      expect(response.statusCode).toBe(200);
      const post = v.parse(v.object({ data: NewsPostSchema }), response.json()).data;
      expect(post).toMatchObject({ title: 'PUBG Mobile spring patch: what matters for tournaments', liked: false, can_comment: false, author: { username: 'PortalAdmin' } });
      expect(post.body).toContain('<ul><li>');
      expect((await send(t.app, 'GET', api(API_PATHS.newsPost('summer-cup-announcement')))).statusCode).toBe(404);
      expect((await send(t.app, 'GET', api(API_PATHS.newsPost('no-such-post')))).json()).toMatchObject({ code: 'errors.news_not_found' });
      expect((await send(t.app, 'GET', api('/v1/client/blog/Bad%20Slug'))).statusCode).toBe(404);
    });

    it('tells a banned player they cannot comment', async () => {
      const post = (await send(t.app, 'GET', api(API_PATHS.newsPost('steppe-cup-spring-results')), { token: banned })).json().data;
      expect(post.can_comment).toBe(false);
      const mine = (await send(t.app, 'GET', api(API_PATHS.newsPost('steppe-cup-spring-results')), { token: player })).json().data;
      expect(mine.can_comment).toBe(true);
    });
  });

  describe('likes', () => {
    const slug = 'steppe-cup-spring-results';
    it('count one per player even when sent many times at once, and toggle back', async () => {
      const before = (await send(t.app, 'GET', api(API_PATHS.newsPost(slug)))).json().data.likes_count as number;
      const answers = await Promise.all(Array.from({ length: 6 }, () => send(t.app, 'POST', api(API_PATHS.newsLike(slug)), { token: captain })));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
      for (const answer of answers) v.parse(v.object({ data: NewsLikeSchema }), answer.json());
      const after = (await send(t.app, 'GET', api(API_PATHS.newsPost(slug)), { token: captain })).json().data;
      expect(after).toMatchObject({ likes_count: before + 1, liked: true });
      const unliked = await Promise.all(Array.from({ length: 3 }, () => send(t.app, 'DELETE', api(API_PATHS.newsLike(slug)), { token: captain })));
      expect(unliked.map((a) => a.json().data)).toContainEqual({ liked: false, likes_count: before });
      expect((await send(t.app, 'GET', api(API_PATHS.newsPost(slug)), { token: captain })).json().data).toMatchObject({ likes_count: before, liked: false });
    });

    it('need a sign-in and a published post', async () => {
      expect((await send(t.app, 'POST', api(API_PATHS.newsLike(slug)))).statusCode).toBe(401);
      expect((await send(t.app, 'POST', api(API_PATHS.newsLike('summer-cup-announcement')), { token: player })).statusCode).toBe(404);
    });
  });

  describe('comments', () => {
    const slug = 'nomad-league-season-3-registration';
    it('start threads and answer them one level deep', async () => {
      const thread = await send(t.app, 'POST', api(API_PATHS.newsComments(slug)), { token: player, body: { content: '  Когда жеребьёвка?  ' } });
      expect(thread.statusCode).toBe(201);
      const root = v.parse(v.object({ data: NewsCommentSchema }), thread.json()).data;
      expect(root).toMatchObject({ content: 'Когда жеребьёвка?', parent_id: null, user: { username: 'AidosSniper' } });
      const reply = (await send(t.app, 'POST', api(API_PATHS.newsComments(slug)), { token: admin, body: { content: 'В пятницу.', parent_id: root.id } })).json().data;
      expect(reply.parent_id).toBe(root.id);
      const nested = (await send(t.app, 'POST', api(API_PATHS.newsComments(slug)), { token: captain, body: { content: 'Спасибо!', parent_id: reply.id } })).json().data;
      expect(nested.parent_id).toBe(root.id);
      const threads = v.parse(v.object({ data: v.array(NewsCommentThreadSchema) }), (await send(t.app, 'GET', api(API_PATHS.newsComments(slug)))).json()).data;
      const mine = threads.find((c) => c.id === root.id);
      expect(mine?.replies.map((r) => r.content)).toEqual(['В пятницу.', 'Спасибо!']);
    });

    it('refuse bad input with field errors, and a parent of another post', async () => {
      const empty = await send(t.app, 'POST', api(API_PATHS.newsComments(slug)), { token: player, body: { content: '   ' } });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toEqual({ content: ['validation.news.comment_required'] });
      const long = await send(t.app, 'POST', api(API_PATHS.newsComments(slug)), { token: player, body: { content: 'x'.repeat(2001) } });
      expect(long.json().errors.content[0]).toMatch(/^validation\.news\.comment_too_long/);
      const other = (await send(t.app, 'GET', api(API_PATHS.newsComments('steppe-cup-spring-results')))).json().data[0].id as number;
      const foreign = await send(t.app, 'POST', api(API_PATHS.newsComments(slug)), { token: player, body: { content: 'hi', parent_id: other } });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors).toEqual({ parent_id: ['validation.news.parent_invalid'] });
    });

    it('are refused to guests (401) and to a player under a comments ban (403)', async () => {
      expect((await send(t.app, 'POST', api(API_PATHS.newsComments(slug)), { body: { content: 'hi' } })).statusCode).toBe(401);
      const refused = await send(t.app, 'POST', api(API_PATHS.newsComments(slug)), { token: banned, body: { content: 'hi' } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('errors.comments_banned');
    });

    it('are removed by their author or staff only, a thread with its answers', async () => {
      const root = (await send(t.app, 'POST', api(API_PATHS.newsComments(slug)), { token: captain, body: { content: 'Удалю' } })).json().data;
      await send(t.app, 'POST', api(API_PATHS.newsComments(slug)), { token: player, body: { content: 'ответ', parent_id: root.id } });
      expect((await send(t.app, 'DELETE', api(API_PATHS.newsComment(root.id)), { token: player })).statusCode).toBe(403);
      expect((await send(t.app, 'DELETE', api(API_PATHS.newsComment(root.id)), { token: captain })).statusCode).toBe(200);
      const threads = (await send(t.app, 'GET', api(API_PATHS.newsComments(slug)))).json().data as { id: number; replies: { content: string }[] }[];
      expect(threads.map((c) => c.id)).not.toContain(root.id);
      expect(threads.flatMap((c) => c.replies.map((r) => r.content))).not.toContain('ответ');
      expect((await send(t.app, 'DELETE', api(API_PATHS.newsComment(root.id)), { token: admin })).statusCode).toBe(404);
    });
  });

  describe('staff writes', () => {
    const body = {
      slug: 'staff-test-post',
      game_id: 3,
      translations: {
        ru: { title: 'Тест', excerpt: 'Коротко', body: '<p onclick="x()">Текст <script>alert(1)</script><a href="javascript:alert(1)">ссылка</a></p>' },
        en: { title: 'Test', excerpt: 'Short', body: 'Plain text' },
      },
    };

    it('are refused to guests (401) and players (403)', async () => {
      expect((await send(t.app, 'POST', api(API_PATHS.adminNews), { body })).statusCode).toBe(401);
      expect((await send(t.app, 'POST', api(API_PATHS.adminNews), { token: player, body })).statusCode).toBe(403);
      expect((await send(t.app, 'GET', api(API_PATHS.adminNews), { token: player })).statusCode).toBe(403);
    });

    it('write a draft, clean its HTML, publish and unpublish it, then delete it', async () => {
      const created = await send(t.app, 'POST', api(API_PATHS.adminNews), { token: admin, body });
      expect(created.statusCode).toBe(201);
      const post = v.parse(v.object({ data: NewsAdminPostSchema }), created.json()).data;
      expect(post).toMatchObject({ status: 'draft', game_id: 3, published_at: null });
      expect(post.translations.ru?.body).toBe('<p>Текст <a target="_blank" rel="noopener noreferrer nofollow">ссылка</a></p>');
      expect((await send(t.app, 'GET', api(API_PATHS.newsPost(body.slug)))).statusCode).toBe(404);

      const published = (await send(t.app, 'POST', api(API_PATHS.adminNewsPublish(post.id)), { token: admin })).json().data;
      expect(published.status).toBe('published');
      expect((await send(t.app, 'GET', api(API_PATHS.newsPost(body.slug)), { lang: 'en' })).json().data).toMatchObject({ title: 'Test', body: 'Plain text', game: { slug: 'mlbb' } });

      const edited = await send(t.app, 'PUT', api(API_PATHS.adminNewsPost(post.id)), { token: admin, body: { ...body, translations: { ru: { title: 'Новый', body: 'Текст' } } } });
      expect(edited.json().data.translations).toEqual({ ru: { title: 'Новый', excerpt: '', body: 'Текст' } });
      expect((await send(t.app, 'GET', api(API_PATHS.newsPost(body.slug)), { lang: 'en' })).json().data).toMatchObject({ title: 'Новый', locale: 'ru' });

      expect((await send(t.app, 'POST', api(API_PATHS.adminNewsUnpublish(post.id)), { token: admin })).json().data.status).toBe('draft');
      expect((await send(t.app, 'GET', api(API_PATHS.newsPost(body.slug)))).statusCode).toBe(404);
      expect((await send(t.app, 'DELETE', api(API_PATHS.adminNewsPost(post.id)), { token: admin })).json().data).toEqual({ deleted: true });
      expect((await send(t.app, 'DELETE', api(API_PATHS.adminNewsPost(post.id)), { token: admin })).statusCode).toBe(404);
    });

    it('refuse a taken slug, a missing Russian text and a bad slug with field errors', async () => {
      const taken = await send(t.app, 'POST', api(API_PATHS.adminNews), { token: admin, body: { ...body, slug: 'steppe-cup-spring-results' } });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ slug: ['validation.news.slug_taken'] });
      const noRussian = await send(t.app, 'POST', api(API_PATHS.adminNews), { token: admin, body: { ...body, translations: { en: body.translations.en } } });
      expect(noRussian.statusCode).toBe(422);
      expect(noRussian.json().errors.translations).toEqual(['validation.news.ru_required']);
      const badSlug = await send(t.app, 'POST', api(API_PATHS.adminNews), { token: admin, body: { ...body, slug: 'Плохой адрес' } });
      expect(badSlug.json().errors).toEqual({ slug: ['validation.news.slug_invalid'] });
      expect((await send(t.app, 'PUT', api(API_PATHS.adminNewsPost(999999)), { token: admin, body })).statusCode).toBe(404);
    });
  });
});
