import { screen, waitFor, within } from '@testing-library/react';
import { BRAND_NAME } from '@portal/shared/constants';
import type { NewsCommentThread, NewsPost, NewsSummary } from '@portal/shared/contracts';
import { createFakeApi, makeSessionUser, renderWithProviders } from '@portal/shared/testing';
import '../../routes';
import NewsDetailPage from './NewsDetailPage';
import NewsListPage from './NewsListPage';

const summary = (id: number, overrides: Partial<NewsSummary> = {}): NewsSummary => ({
  id,
  slug: `story-${id}`,
  title: `Story ${id}`,
  excerpt: `Excerpt ${id}`,
  locale: 'en',
  cover_url: null,
  game: { id: 1, name: 'PUBG Mobile', slug: 'pubg-mobile' },
  published_at: '2026-05-01T10:00:00.000000Z',
  likes_count: 3,
  comments_count: 1,
  ...overrides,
});

const meta = (page: number, total: number) => ({ current_page: page, last_page: Math.ceil(total / 10), per_page: 10, total, from: (page - 1) * 10 + 1, to: Math.min(page * 10, total) });

const post = (overrides: Partial<NewsPost> = {}): NewsPost => ({
  ...summary(1, { slug: 'steppe-cup', title: 'Steppe Cup results', excerpt: 'Six teams reached the final.' }),
  cover_url: '/media/demo/news/steppe-cup.svg',
  body: '<p>Hello <strong>teams</strong></p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
  author: { id: 9, username: 'PortalAdmin', slug: 'portal-admin', avatar: null },
  liked: false,
  can_comment: true,
  ...overrides,
});

const threads: NewsCommentThread[] = [
  {
    id: 5,
    parent_id: null,
    content: 'When is the draw?',
    created_at: '2026-05-01T12:00:00.000000Z',
    user: { id: 2, username: 'AidosSniper', slug: 'aidos-sniper', avatar: null },
    replies: [{ id: 6, parent_id: 5, content: 'On Friday.', created_at: '2026-05-01T13:00:00.000000Z', user: { id: 9, username: 'PortalAdmin', slug: 'portal-admin', avatar: null } }],
  },
];

describe('/News', () => {
  it('lists the posts ten to a page with the game filter and the pagination', async () => {
    const api = createFakeApi().on(
      'GET',
      '/v1/client/blog',
      (call) => ({ body: call.url.includes('page=2') ? { data: [summary(11)], meta: meta(2, 11) } : { data: Array.from({ length: 10 }, (_, i) => summary(i + 1)), meta: meta(1, 11) } }),
    );
    const { user } = await renderWithProviders(<NewsListPage />, { route: '/en/News', path: '/en/News', fetch: api.fetch });
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('news-card')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Story 1' })).toHaveAttribute('href', '/en/News/story-1');
    expect(screen.getByRole('link', { name: 'MLBB' })).toHaveAttribute('href', '/en/News?game=mlbb');
    await user.click(within(screen.getByTestId('news-pagination')).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByTestId('news-card')).toHaveLength(1));
    expect(api.calls.map((c) => c.url)).toContain('/v1/client/blog?page=2&per_page=10');
  });

  it('asks the API for one game', async () => {
    const api = createFakeApi().on('GET', '/v1/client/blog', { body: { data: [summary(3, { game: { id: 3, name: 'MLBB', slug: 'mlbb' } })], meta: meta(1, 1) } });
    await renderWithProviders(<NewsListPage />, { route: '/en/News?game=mlbb', path: '/en/News', fetch: api.fetch });
    expect(await screen.findAllByTestId('news-card')).toHaveLength(1);
    expect(api.calls[0]?.url).toBe('/v1/client/blog?page=1&per_page=10&game=mlbb');
    expect(screen.queryByTestId('news-pagination')).toBeNull();
  });

  it('loads the first cover at once and first, the others lazily, in webp variants of the uploaded picture', async () => {
    const covers = [1, 2].map((id) => summary(id, { cover_url: `/media/u/cover${id}AAAAAAAAAAAAAAA.jpg` }));
    const api = createFakeApi().on('GET', '/v1/client/blog', { body: { data: covers, meta: meta(1, 2) } });
    const { container } = await renderWithProviders(<NewsListPage />, { route: '/en/News', path: '/en/News', fetch: api.fetch });
    await screen.findAllByTestId('news-card');
    const images = [...container.querySelectorAll('[data-testid="news-card"] img')];
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
    ]);
    expect(container.querySelector('[data-testid="news-card"] source')?.getAttribute('srcset')).toContain('/media/u/cover1AAAAAAAAAAAAAAA.jpg?w=640&f=webp 640w');
  });

  it('says when there is no news', async () => {
    const api = createFakeApi().on('GET', '/v1/client/blog', { body: { data: [], meta: { ...meta(1, 0), last_page: 1, from: null, to: null } } });
    await renderWithProviders(<NewsListPage />, { route: '/News', path: '/News', fetch: api.fetch });
    expect(await screen.findByTestId('news-empty')).toHaveTextContent('Новостей пока нет');
  });
});

describe('/News/{slug}', () => {
  const render = (api: ReturnType<typeof createFakeApi>, signedIn = true) =>
    renderWithProviders(<NewsDetailPage />, {
      route: '/en/News/steppe-cup',
      path: '/en/News/:slug',
      fetch: api.fetch,
      ...(signedIn ? { session: { token: 't', user: makeSessionUser() } } : {}),
      routes: [{ path: '/en/News', element: <NewsListPage /> }],
    });

  it("shows the cleaned text, the tab's title, share links and the threads", async () => {
    const api = createFakeApi().on('GET', '/v1/client/blog/steppe-cup', { body: { data: post() } }).on('GET', '/v1/client/blog/steppe-cup/comments', { body: { data: threads } });
    await render(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Steppe Cup results' })).toBeInTheDocument();
    // The cleaned HTML once the cleaner has loaded (its text without markup until then).
    await waitFor(() => expect(screen.getByTestId('news-body').innerHTML).toBe('<p>Hello <strong>teams</strong></p>'));
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    // The tab is titled by the post (its Open Graph tags are the server's: api/src/static/page-head.ts).
    await waitFor(() => expect(document.title).toMatch(/^Steppe Cup results — /));
    expect(within(screen.getByTestId('news-share')).getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', expect.stringContaining('https://t.me/share/url?url=http%3A%2F%2Flocalhost%2Fen%2FNews%2Fsteppe-cup'));
    // Every share text names the portal by its one brand.
    const shared = new URL(within(screen.getByTestId('news-share')).getByRole('link', { name: 'Telegram' }).getAttribute('href') ?? '');
    expect(shared.searchParams.get('text')).toBe(`Steppe Cup results — ${BRAND_NAME}`);
    const comments = await screen.findAllByTestId('news-comment');
    expect(comments.map((c) => c.textContent)).toEqual([expect.stringContaining('When is the draw?'), expect.stringContaining('On Friday.')]);
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
  });

  it('loads the cover, the first screen\'s biggest image, at once and first', async () => {
    const api = createFakeApi().on('GET', '/v1/client/blog/steppe-cup', { body: { data: post() } }).on('GET', '/v1/client/blog/steppe-cup/comments', { body: { data: [] } });
    const { container } = await render(api);
    await screen.findByRole('heading', { level: 1, name: 'Steppe Cup results' });
    const cover = container.querySelector('img[src="/media/demo/news/steppe-cup.svg"]');
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).not.toHaveAttribute('srcset');
  });

  it('likes and takes the like back with the count the server answers', async () => {
    const api = createFakeApi()
      .on('GET', '/v1/client/blog/steppe-cup', { body: { data: post() } })
      .on('GET', '/v1/client/blog/steppe-cup/comments', { body: { data: [] } })
      .on('POST', '/v1/client/blog/steppe-cup/like', { body: { data: { liked: true, likes_count: 4 } } })
      .on('DELETE', '/v1/client/blog/steppe-cup/like', { body: { data: { liked: false, likes_count: 3 } } });
    const { user } = await render(api);
    const button = await screen.findByTestId('like-button');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    await waitFor(() => expect(screen.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('likes-count')).toHaveTextContent('4');
    await user.click(screen.getByTestId('like-button'));
    await waitFor(() => expect(screen.getByTestId('likes-count')).toHaveTextContent('3'));
  });

  it('checks a comment with the shared rule, sends it and answers a thread', async () => {
    const api = createFakeApi()
      .on('GET', '/v1/client/blog/steppe-cup', { body: { data: post() } })
      .on('GET', '/v1/client/blog/steppe-cup/comments', { body: { data: threads } })
      .on('POST', '/v1/client/blog/steppe-cup/comments', { status: 201, body: { data: threads[0] } });
    const { user } = await render(api);
    const form = await screen.findByTestId('comment-form');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    // The comment rule is loaded when the form first checks a comment: the alert comes after it.
    expect(await within(form).findByRole('alert')).toHaveTextContent('Write a comment.');
    await user.type(within(form).getByLabelText('Your comment'), 'Good luck!');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ content: 'Good luck!', parent_id: null }));
    await user.click(screen.getByRole('button', { name: 'Reply to AidosSniper' }));
    const reply = await screen.findByTestId('reply-form');
    await user.type(within(reply).getByLabelText('Your reply'), 'Me too');
    await user.click(within(reply).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ content: 'Me too', parent_id: 5 }));
  });

  it("lets the author delete their own comment, and nobody else's", async () => {
    const api = createFakeApi()
      .on('GET', '/v1/client/blog/steppe-cup', { body: { data: post() } })
      .on('GET', '/v1/client/blog/steppe-cup/comments', { body: { data: threads } })
      .on('DELETE', '/v1/client/blog/comments/6', { body: { data: { deleted: true } } });
    const { user } = await renderWithProviders(<NewsDetailPage />, {
      route: '/en/News/steppe-cup',
      path: '/en/News/:slug',
      fetch: api.fetch,
      session: { token: 't', user: makeSessionUser({ id: 9, username: 'PortalAdmin' }) },
    });
    const [thread, reply] = await screen.findAllByTestId('news-comment');
    expect(within(thread as HTMLElement).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(reply as HTMLElement).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE' && c.url === '/v1/client/blog/comments/6')).toBe(true));
  });

  it('tells a banned player and a guest why they cannot comment', async () => {
    const banned = createFakeApi().on('GET', '/v1/client/blog/steppe-cup', { body: { data: post({ can_comment: false }) } }).on('GET', '/v1/client/blog/steppe-cup/comments', { body: { data: [] } });
    const first = await render(banned);
    expect(await screen.findByTestId('comments-banned')).toHaveTextContent('You are temporarily banned from commenting.');
    first.unmount();
    const guest = createFakeApi().on('GET', '/v1/client/blog/steppe-cup', { body: { data: post({ can_comment: false }) } }).on('GET', '/v1/client/blog/steppe-cup/comments', { body: { data: [] } });
    await render(guest, false);
    expect(await screen.findByRole('heading', { name: 'Sign in to comment' })).toBeInTheDocument();
    expect(screen.queryByTestId('like-button')).toBeNull();
  });

  it('shows a not-found state with a way back to the news in the same locale', async () => {
    const api = createFakeApi()
      .on('GET', '/v1/client/blog/steppe-cup', { status: 404, body: { message: 'News story not found.', code: 'errors.news_not_found' } })
      .on('GET', '/v1/client/blog', { body: { data: [], meta: { ...meta(1, 0), last_page: 1, from: null, to: null } } });
    const { user, location } = await render(api, false);
    expect(await screen.findByRole('heading', { name: 'News story not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'All news' }));
    expect(location().pathname).toBe('/en/News');
    expect(await screen.findByTestId('news-empty')).toBeInTheDocument();
  });
});
