import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { tournaments } from '../db/schema';
import type { AuthTestWorld } from '../../test-support/auth-world';
import { openStaticWorld, type StaticWorld } from '../../test-support/static-world';

/** The head as a link-preview bot reads it: no script, only the HTML the server sends. */
function headOf(html: string) {
  // Attribute values as a parser reads them.
  const meta = (attribute: 'name' | 'property', key: string) => new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1]?.replace(/&amp;/g, '&');
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    titles: html.match(/<title>/g)?.length ?? 0,
    description: meta('name', 'description'),
    ogTitle: meta('property', 'og:title'),
    ogImage: meta('property', 'og:image'),
    ogImageSize: [meta('property', 'og:image:width'), meta('property', 'og:image:height')],
    ogUrl: meta('property', 'og:url'),
    ogLocale: meta('property', 'og:locale'),
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1],
    alternates: [...html.matchAll(/<link rel="alternate" hreflang="([a-z-]+)" href="([^"]*)">/g)].map((m) => `${m[1]} ${m[2]}`),
    structured: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>),
  };
}

describe('the head of a page, written by the server (titles, descriptions, previews, language versions)', () => {
  let world: StaticWorld;
  let t: AuthTestWorld;
  let base: string;
  const page = async (url: string) => headOf((await t.app.inject({ url })).body);
  /** The preview picture a bot fetches: 200, a 1200x630 PNG. */
  const expectCard = async (url: string | undefined) => {
    expect(url?.startsWith(base)).toBe(true);
    const answer = await t.app.inject({ url: String(url).slice(base.length) });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    const meta = await sharp(answer.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    return answer;
  };

  beforeAll(async () => {
    world = await openStaticWorld('portal-head-');
    ({ t, base } = world);
  });
  afterAll(() => world?.dispose());

  it('describes a tournament in the URL language, with its five language versions and x-default', async () => {
    const [row] = await t.app.db.select({ slug: tournaments.slug, name: tournaments.name }).from(tournaments).where(eq(tournaments.slug, 'nomad-league-season-3'));
    if (!row) throw new Error('demo tournament missing');
    const en = await page(`/en/esports-mobile-tournaments/${row.slug}`);
    expect(en.titles).toBe(1);
    expect(en.title).toMatch(new RegExp(`^${row.name} — .+ tournament — Mobile Esports$`));
    expect(en.description).toContain(`${row.name}: a `);
    expect(en.ogTitle).toBe(en.title);
    expect(en.canonical).toBe(`${base}/en/esports-mobile-tournaments/${row.slug}`);
    expect(en.ogUrl).toBe(en.canonical);
    expect(en.ogLocale).toBe('en_US');
    expect(en.alternates).toEqual([
      `ru ${base}/esports-mobile-tournaments/${row.slug}`,
      `kk ${base}/kk/esports-mobile-tournaments/${row.slug}`,
      `en ${base}/en/esports-mobile-tournaments/${row.slug}`,
      `uz ${base}/uz/esports-mobile-tournaments/${row.slug}`,
      `tr ${base}/tr/esports-mobile-tournaments/${row.slug}`,
      `x-default ${base}/esports-mobile-tournaments/${row.slug}`,
    ]);
    const ru = await page(`/esports-mobile-tournaments/${row.slug}`);
    expect(ru.title).toMatch(new RegExp(`^${row.name} — турнир по .+ — Мобильный киберспорт$`));

    // Its own card, per language, at an address that changes with what the card shows.
    expect(en.ogImage).toMatch(new RegExp(`^${base}/preview-cards/tournament/${row.slug}\\.png\\?lang=en&v=[\\w-]{12}$`));
    expect(en.ogImageSize).toEqual(['1200', '630']);
    const card = await expectCard(en.ogImage);
    expect(card.headers['cache-control']).toBe('public, max-age=86400');
    expect(ru.ogImage).not.toBe(en.ogImage);
    await t.app.db.update(tournaments).set({ name: `${row.name} II` }).where(eq(tournaments.slug, row.slug));
    const renamed = await page(`/en/esports-mobile-tournaments/${row.slug}`);
    await t.app.db.update(tournaments).set({ name: row.name }).where(eq(tournaments.slug, row.slug));
    expect(renamed.ogImage).not.toBe(en.ogImage);

    // Structured data: the tournament as an online SportsEvent, and its breadcrumbs.
    const [event, crumbs] = en.structured;
    expect(event).toMatchObject({ '@context': 'https://schema.org', '@type': 'SportsEvent', name: row.name, url: en.canonical, eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode', location: { '@type': 'VirtualLocation' }, organizer: { '@type': 'Organization' } });
    expect(String(event?.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(event?.sport).toMatch(/PUBG|Mobile Legends|MLBB/);
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((crumbs?.itemListElement as { name: string; item: string }[]).map((step) => step.name)).toEqual(['Mobile Esports', 'Tournaments', row.name]);
  });

  it('describes a news post by its title and excerpt, with its cover as the preview', async () => {
    const post = await page('/en/News/nomad-league-season-3-registration');
    expect(post.title).toBe('Registration is open for Nomad League Season 3 — Mobile Esports');
    expect(post.description?.length).toBeGreaterThan(20);
    await expectCard(post.ogImage);
    const [article, crumbs] = post.structured;
    expect(article).toMatchObject({ '@type': 'NewsArticle', headline: 'Registration is open for Nomad League Season 3', url: post.canonical, publisher: { '@type': 'Organization', name: 'Mobile Esports' } });
    expect(String(article?.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect((crumbs?.itemListElement as { name: string }[]).map((step) => step.name)).toEqual(['Mobile Esports', 'News', 'Registration is open for Nomad League Season 3']);
  });

  it('describes a team by name, game and players', async () => {
    const team = await page('/en/esports-mobile-team/almaty-wolves');
    expect(team.title).toMatch(/^Almaty Wolves — .+ team — Mobile Esports$/);
    expect(team.description).toMatch(/^Almaty Wolves: a .+ team of \d+ players\./);
    await expectCard(team.ogImage);
    const [sportsTeam] = team.structured;
    expect(sportsTeam).toMatchObject({ '@type': 'SportsTeam', name: 'Almaty Wolves', url: team.canonical });
    expect((sportsTeam?.member as unknown[]).length).toBeGreaterThan(2);
    const kk = await page('/kk/esports-mobile-team/almaty-wolves');
    expect(kk.ogImage).toContain('lang=kk');
    await expectCard(kk.ogImage);
  });

  it("gives other pages their section's title, and a private tournament's page only the portal's own head and card", async () => {
    const [row] = await t.app.db.select({ slug: tournaments.slug, name: tournaments.name }).from(tournaments).where(eq(tournaments.isPublished, true)).limit(1);
    if (!row) throw new Error('no published tournament');
    await t.app.db.update(tournaments).set({ accessHash: 'head-test-private-hash' }).where(eq(tournaments.slug, row.slug));
    const hidden = await page(`/en/esports-mobile-tournaments/${row.slug}?hash=head-test-private-hash`);
    expect(hidden.title).toBe('Mobile Esports');
    expect(hidden.description).not.toContain(row.name);
    expect(hidden.ogImage).toBe(`${base}/portal-card.png`);
    expect(hidden.ogImageSize).toEqual(['1200', '630']);
    expect(hidden.structured).toEqual([]);
    expect((await t.app.inject({ url: `/preview-cards/tournament/${row.slug}.png?lang=en` })).statusCode).toBe(404);
    const rating = await page('/kk/rating');
    expect(rating.title).toBe('Рейтинг — Мобильді киберспорт');
    expect((await page('/en')).title).toBe('Mobile Esports');
    expect(rating.ogLocale).toBe('kk_KZ');
  });

  it('serves the portal card as a 1200x630 PNG', async () => {
    const answer = await t.app.inject({ url: '/portal-card.png' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    const meta = await sharp(answer.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });
});
