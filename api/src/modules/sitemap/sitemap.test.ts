import { eq } from 'drizzle-orm';
import { tournaments } from '../../db/schema';
import { openTestWorld, type TestWorld } from '../../../test-support/harness';

describe('sitemap.xml and robots.txt', () => {
  let world: TestWorld;
  beforeAll(async () => {
    world = await openTestWorld('pglite');
  });
  afterAll(async () => world?.dispose());

  it('names every listed tournament, published post and team in five languages with alternates, never a private or draft tournament', async () => {
    const [privateOne] = await world.app.db.select({ slug: tournaments.slug }).from(tournaments).where(eq(tournaments.isPublished, true)).limit(1);
    if (!privateOne) throw new Error('the demo world has no published tournament');
    await world.app.db.update(tournaments).set({ accessHash: 'sitemap-test-private-hash' }).where(eq(tournaments.slug, privateOne.slug));
    const answer = await world.app.inject({ url: '/sitemap.xml' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/xml');
    const xml = answer.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/);
    const base = world.app.publicUrl;
    expect(xml).toContain(`<loc>${base}/esports-mobile-tournaments</loc>`);
    expect(xml).toContain(`<loc>${base}/kk/esports-mobile-tournaments</loc>`);
    expect(xml).toContain(`<loc>${base}/News/nomad-league-season-3-registration</loc>`);
    expect(xml).toContain(`<loc>${base}/tr/esports-mobile-team/almaty-wolves</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${base}/esports-mobile-team/almaty-wolves"/>`);
    expect(xml).not.toContain(`/esports-mobile-tournaments/${privateOne.slug}<`);
    const urls = xml.match(/<url>/g)?.length ?? 0;
    expect(urls % 5).toBe(0);
    expect(xml.match(/hreflang="uz"/g)?.length).toBe(urls);
  });

  it('closes the API, sign-in, account pages and invitation links to crawlers, and points to the sitemap', async () => {
    const answer = await world.app.inject({ url: '/robots.txt' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Disallow: /api/');
    expect(answer.body).toContain('Disallow: /team/invite-member-');
    expect(answer.body).toContain('Disallow: /en/team/invite-member-');
    expect(answer.body).toContain('Disallow: /Login');
    expect(answer.body).toContain(`Sitemap: ${world.app.publicUrl}/sitemap.xml`);
  });
});
