import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { tournaments } from '../db/schema';
import { openAuthWorld, type AuthTestWorld } from '../../test-support/auth-world';

const INDEX = '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Mobile Esports Portal</title></head><body><div id="root"></div></body></html>';

/** The head as a link-preview bot reads it: no script, only the HTML the server sends. */
function headOf(html: string) {
  const meta = (attribute: 'name' | 'property', key: string) => new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    titles: html.match(/<title>/g)?.length ?? 0,
    description: meta('name', 'description'),
    ogTitle: meta('property', 'og:title'),
    ogImage: meta('property', 'og:image'),
    ogUrl: meta('property', 'og:url'),
    ogLocale: meta('property', 'og:locale'),
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1],
    alternates: [...html.matchAll(/<link rel="alternate" hreflang="([a-z-]+)" href="([^"]*)">/g)].map((m) => `${m[1]} ${m[2]}`),
  };
}

describe('the head of a page, written by the server (titles, descriptions, previews, language versions)', () => {
  let root: string;
  let t: AuthTestWorld;
  let base: string;
  const page = async (url: string) => headOf((await t.app.inject({ url })).body);

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'portal-head-'));
    writeFileSync(join(root, 'index.html'), INDEX);
    writeFileSync(join(root, 'remotes.json'), '{}');
    t = await openAuthWorld('pglite', { env: { STATIC_DIR: root, SSR: '0' } });
    base = t.app.publicUrl;
  });
  afterAll(async () => {
    await t?.dispose();
    rmSync(root, { recursive: true, force: true });
  });

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
  });

  it('describes a news post by its title and excerpt, with its cover as the preview', async () => {
    const post = await page('/en/News/nomad-league-season-3-registration');
    expect(post.title).toBe('Registration is open for Nomad League Season 3 — Mobile Esports');
    expect(post.description?.length).toBeGreaterThan(20);
    expect(post.ogImage).toMatch(/^https?:\/\/.+\/media\//);
  });

  it('describes a team by name, game and players', async () => {
    const team = await page('/en/esports-mobile-team/almaty-wolves');
    expect(team.title).toMatch(/^Almaty Wolves — .+ team — Mobile Esports$/);
    expect(team.description).toMatch(/^Almaty Wolves: a .+ team of \d+ players\./);
  });

  it("gives other pages, and a private tournament's page, only the portal's own head and card", async () => {
    const [row] = await t.app.db.select({ slug: tournaments.slug, name: tournaments.name }).from(tournaments).where(eq(tournaments.isPublished, true)).limit(1);
    if (!row) throw new Error('no published tournament');
    await t.app.db.update(tournaments).set({ accessHash: 'head-test-private-hash' }).where(eq(tournaments.slug, row.slug));
    const hidden = await page(`/en/esports-mobile-tournaments/${row.slug}?hash=head-test-private-hash`);
    expect(hidden.title).toBe('Mobile Esports');
    expect(hidden.description).not.toContain(row.name);
    expect(hidden.ogImage).toBe(`${base}/portal-card.png`);
    const rating = await page('/kk/rating');
    expect(rating.title).toBe('Мобильді киберспорт');
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
