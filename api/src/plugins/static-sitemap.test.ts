import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { API_PATHS, API_PREFIX } from '@portal/shared/contracts';
import { tournaments } from '../db/schema';
import type { AuthTestWorld } from '../../test-support/auth-world';
import { openStaticWorld, type StaticWorld } from '../../test-support/static-world';

/** Every kind of public page, as a link-preview bot or a crawler asks for it, with the section its title names. */
const PAGES = [
  { path: '/', title: /^Mobile Esports$/ },
  { path: '/esports-mobile-tournaments', title: /^Tournaments — / },
  { path: '/esports-mobile-tournaments/almaty-open-cup', title: /^Almaty Open Cup — .+ tournament — / },
  { path: '/match/1-final', title: /^Match — / },
  { path: '/News', title: /^News — / },
  { path: '/News/nomad-league-season-3-registration', title: /^Registration is open for Nomad League Season 3 — / },
  { path: '/rating/pubg-mobile/world-team-rating/almaty-wolves', title: /^Rating — / },
  { path: '/esports-mobile-team/almaty-wolves', title: /^Almaty Wolves — .+ team — / },
  { path: '/user/nurlan-captain', title: /^Player profile — / },
  { path: '/watch', title: /^Streams — / },
  { path: '/watch/1', title: /^Streams — / },
  { path: '/votes', title: /^Votes — / },
  { path: '/Help', title: /^Help — / },
  { path: '/agreements', title: /^Documents — / },
  { path: '/transfers', title: /^Transfers — / },
];

describe('what a link-preview bot and a crawler read (no script: only the HTML the server sends)', () => {
  let world: StaticWorld;
  let t: AuthTestWorld;
  let base: string;
  const html = async (url: string) => new JSDOM((await t.app.inject({ url })).body).window.document;

  beforeAll(async () => {
    world = await openStaticWorld('portal-bots-');
    ({ t, base } = world);
  });
  afterAll(() => world?.dispose());

  it.each(PAGES)('$path: its title, a description, a preview picture that answers, five languages and x-default', async ({ path, title }) => {
    for (const locale of ['en', 'ru'] as const) {
      const url = locale === 'ru' ? path : `/en${path === '/' ? '' : path}`;
      const document = await html(url);
      const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? '';
      if (locale === 'en') expect(document.title).toMatch(title);
      else expect(document.title).toMatch(/Мобильный киберспорт$/);
      expect(meta('meta[name="description"]').length).toBeGreaterThan(30);
      expect(meta('meta[property="og:title"]')).toBe(document.title);
      const image = meta('meta[property="og:image"]');
      expect([meta('meta[property="og:image:width"]'), meta('meta[property="og:image:height"]')]).toEqual(['1200', '630']);
      const picture = await t.app.inject({ url: image.slice(base.length) });
      expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/png']);
      const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => link.getAttribute('hreflang'));
      expect(alternates).toEqual(['ru', 'kk', 'en', 'uz', 'tr', 'x-default']);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(base + url.replace(/^\/en$/, '/en'));
    }
  });

  it('lists in the sitemap only pages that answer 200, never a draft or private tournament', async () => {
    const [draft] = await t.app.db.select({ slug: tournaments.slug }).from(tournaments).where(eq(tournaments.isPublished, true)).limit(1);
    const [hidden] = await t.app.db.select({ slug: tournaments.slug }).from(tournaments).where(eq(tournaments.isPublished, true)).offset(1).limit(1);
    if (!draft || !hidden) throw new Error('the demo world has too few published tournaments');
    await t.app.db.update(tournaments).set({ isPublished: false }).where(eq(tournaments.slug, draft.slug));
    await t.app.db.update(tournaments).set({ accessHash: 'bots-test-private-hash' }).where(eq(tournaments.slug, hidden.slug));
    try {
      const answer = await t.app.inject({ url: '/sitemap.xml' });
      const document = new JSDOM(answer.body, { contentType: 'application/xml' }).window.document;
      expect(document.querySelector('parsererror')).toBeNull();
      const urls = [...document.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
      expect(urls.length).toBeGreaterThan(100);
      expect(urls.some((url) => url.includes('/watch/'))).toBe(true);
      expect(urls.some((url) => url.includes('/user/'))).toBe(true);
      expect(urls.filter((url) => url.endsWith(`/${draft.slug}`) || url.endsWith(`/${hidden.slug}`))).toEqual([]);
      // Each language version of each page: the Russian and English ones are asked for (the same page in the
      // others). A page about one thing must find it: a tournament, post or team is named in its title, a
      // player's profile and a stream are read from the API.
      const failed: string[] = [];
      for (const url of urls.filter((candidate) => !/\/(kk|uz|tr)(\/|$)/.test(candidate.slice(base.length)))) {
        const path = url.slice(base.length);
        const page = await t.app.inject({ url: path });
        const title = /<title>([^<]*)<\/title>/.exec(page.body)?.[1] ?? '';
        const bare = path.replace(/^\/en(?=\/|$)/, '');
        const named = /^\/(esports-mobile-tournaments|News|esports-mobile-team)\/[^/]+$/.test(bare) && !/\/(MLBB|pubg-mobile)$/.test(bare);
        const entity = /^\/user\/(.+)$/.exec(bare)?.[1] ?? null;
        const stream = /^\/watch\/(\d+)$/.exec(bare)?.[1] ?? null;
        const apiAnswer = entity ? await t.app.inject({ url: API_PREFIX + API_PATHS.publicUser(entity) }) : stream ? await t.app.inject({ url: API_PREFIX + API_PATHS.stream(stream) }) : null;
        if (page.statusCode !== 200 || (named && !title.includes(' — ')) || (apiAnswer && apiAnswer.statusCode !== 200)) failed.push(`${page.statusCode} ${title} ${url}`);
      }
      expect(failed).toEqual([]);
      expect((await t.app.inject({ url: '/robots.txt' })).body).toContain(`Sitemap: ${base}/sitemap.xml`);
    } finally {
      await t.app.db.update(tournaments).set({ isPublished: true }).where(eq(tournaments.slug, draft.slug));
      await t.app.db.update(tournaments).set({ accessHash: null }).where(eq(tournaments.slug, hidden.slug));
    }
  }, 120_000);
});
