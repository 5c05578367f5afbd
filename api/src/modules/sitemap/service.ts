import { LOCALES, type Locale } from '@portal/shared/constants';
import { routePath } from '@portal/shared/contracts';
import { localizePath } from '@portal/shared/domain';
import type { Queryable } from '../../db/client';
import { listedTournaments, publicTeams, publishedPosts, startedStreams, streamerProfiles } from './repository';

/** Pages without parameters that a search engine should know, in every language. */
const FIXED_PAGES = ['home', 'tournaments.list', 'tournaments.pubg', 'tournaments.mlbb', 'news.list', 'rating', 'watch', 'votes', 'help', 'transfers'] as const;

/** A sitemap holds at most this many URLs (sitemaps.org); the newest are kept. */
const MAX_URLS = 50_000;

interface SitemapPage {
  /** The route path without a language prefix (the Russian address). */
  path: string;
  lastModified: Date | null;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** One <url> per language version of a page, each naming all five and x-default (Russian, no prefix) as alternates. */
function urlsOf(page: SitemapPage, base: string): string[] {
  const href = (locale: Locale) => escapeXml(base + localizePath(locale, page.path));
  const alternates = [...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`), `<xhtml:link rel="alternate" hreflang="x-default" href="${href('ru')}"/>`].join('');
  const lastmod = page.lastModified ? `<lastmod>${page.lastModified.toISOString()}</lastmod>` : '';
  return LOCALES.map((locale) => `<url><loc>${href(locale)}</loc>${lastmod}${alternates}</url>`);
}

/**
 * GET /sitemap.xml: the public pages of the portal (the fixed ones, every listed tournament, every published
 * news post, every team's public page, every streamer's profile and stream), each in its five languages with hreflang alternates. Private
 * tournaments and drafts are never named.
 */
export async function sitemapXml(db: Queryable, base: string, now = new Date()): Promise<string> {
  const [tournamentRows, postRows, teamRows, streamerRows, streamRows] = await Promise.all([listedTournaments(db), publishedPosts(db, now), publicTeams(db), streamerProfiles(db), startedStreams(db)]);
  const pages: SitemapPage[] = [
    ...FIXED_PAGES.map((id) => ({ path: routePath(id), lastModified: null })),
    ...tournamentRows.map((row) => ({ path: routePath('tournaments.detail', { slug: row.slug }), lastModified: row.updatedAt })),
    ...postRows.map((row) => ({ path: routePath('news.detail', { slug: row.slug }), lastModified: row.updatedAt })),
    ...teamRows.map((row) => ({ path: routePath('teams.public', { slug: row.slug }), lastModified: row.updatedAt })),
    ...streamerRows.map((row) => ({ path: routePath('user', { slug: String(row.slug) }), lastModified: row.updatedAt })),
    ...streamRows.map((row) => ({ path: routePath('watch.detail', { id: row.id }), lastModified: row.endedAt ?? row.startedAt })),
  ];
  const urls = pages.flatMap((page) => urlsOf(page, base)).slice(0, MAX_URLS);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * GET /robots.txt: everything public may be crawled; the API, the sign-in, account and console pages and the
 * team invitation links (their hash admits to a team) are not, in any language.
 */
export function robotsTxt(base: string): string {
  const closed = ['/api/', '/dev/', routePath('login'), '/login/', routePath('settings'), routePath('settings.new'), '/organizer', routePath('teams.mine'), routePath('applications'), routePath('entries'), routePath('notifications'), '/team/invite-member-'];
  const lines = ['User-agent: *', ...closed.flatMap((path) => [`Disallow: ${path}`, ...LOCALES.filter((l) => l !== 'ru').map((locale) => `Disallow: /${locale}${path}`)]), 'Allow: /', '', `Sitemap: ${base}/sitemap.xml`, ''];
  return lines.join('\n');
}
