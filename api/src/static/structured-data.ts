import type { Locale } from '@portal/shared/constants';
import { routePath, type NewsPost, type PublicTeam, type TournamentDetail } from '@portal/shared/contracts';
import { localizePath } from '@portal/shared/domain';
import { PORTAL_CARD_PATH } from './portal-card';

/**
 * schema.org descriptions of public pages for search engines (JSON-LD in the head, page-head.ts): a
 * tournament as a SportsEvent held online, a news post as a NewsArticle, a team as a SportsTeam, and the
 * breadcrumbs of a nested page. Only what the page shows to a guest goes in.
 */
export type StructuredData = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** An address of the portal made absolute on `base`; an outside address kept. */
export const absoluteUrl = (base: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`);
const absolute = (base: string, url: string | null | undefined) => (url ? absoluteUrl(base, url) : undefined);

export function sportsEventOf(tournament: TournamentDetail, page: { url: string; image: string; description: string; portal: string }): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'SportsEvent',
    name: tournament.name,
    description: page.description,
    url: page.url,
    image: page.image,
    startDate: tournament.start_time,
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url: page.url },
    organizer: { '@type': 'Organization', name: tournament.organizer?.trim() || page.portal },
    sport: tournament.game.name,
    ...(tournament.country ? { audience: { '@type': 'Audience', geographicArea: { '@type': 'Country', name: tournament.country.name } } } : {}),
  };
}

export function newsArticleOf(post: NewsPost, page: { url: string; image: string; description: string; portal: string; base: string }): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: post.title,
    description: page.description,
    url: page.url,
    mainEntityOfPage: page.url,
    image: [page.image, ...(post.cover_url ? [absolute(page.base, post.cover_url)] : [])],
    datePublished: post.published_at,
    inLanguage: post.locale,
    ...(post.author ? { author: { '@type': 'Person', name: post.author.username } } : {}),
    publisher: { '@type': 'Organization', name: page.portal, logo: { '@type': 'ImageObject', url: `${page.base}${PORTAL_CARD_PATH}` } },
  };
}

export function sportsTeamOf(team: PublicTeam, page: { url: string; image: string; base: string }): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'SportsTeam',
    name: team.name,
    url: page.url,
    image: page.image,
    ...(team.logo ? { logo: absolute(page.base, team.logo.webp ?? team.logo.original_url) } : {}),
    sport: team.game.name,
    member: team.members.map((member) => ({
      '@type': 'Person',
      name: member.username,
      ...(member.slug ? { url: page.base + routePath('user', { slug: member.slug }) } : {}),
    })),
  };
}

export interface BreadcrumbTexts {
  siteName: (locale: Locale) => string;
  common: (locale: Locale, key: string) => string;
}

/** Home, the section (tournaments or news; none for a team), the page. */
export function breadcrumbsOf(base: string, locale: Locale, texts: BreadcrumbTexts, section: 'tournaments' | 'news' | null, name: string, url: string): StructuredData {
  const steps = [
    { name: texts.siteName(locale), url: base + localizePath(locale, '/') },
    ...(section === 'tournaments' ? [{ name: texts.common(locale, 'titles.tournaments'), url: base + localizePath(locale, routePath('tournaments.list')) }] : []),
    ...(section === 'news' ? [{ name: texts.common(locale, 'titles.news'), url: base + localizePath(locale, routePath('news.list')) }] : []),
    { name, url },
  ];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
  };
}
