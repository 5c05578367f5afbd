import { LOCALES, type Locale } from '@portal/shared/constants';
import { API_PATHS, composeTitle, jsonForScript, namedPageTitle, pageTitleKey, type NewsPost, type PortalRoute, type PublicTeam, type TournamentDetail } from '@portal/shared/contracts';
import { localizePath, localizePrizeFund, textOfHtml } from '@portal/shared/domain';
import { readPublic, type GuestGet } from './guest-read';
import { escapeAttribute } from './main-image';
import { cardUrl, newsCardContent, teamCardContent, tournamentCardContent } from './preview-card/card-content';
import { CARD_HEIGHT, CARD_WIDTH } from './preview-card/card-svg';
import { absoluteUrl, breadcrumbsOf, newsArticleOf, sportsEventOf, sportsTeamOf, type StructuredData } from './structured-data';

export type { GuestGet } from './guest-read';

/**
 * The head of a page as link previews (Telegram, WhatsApp) and search engines read it: they run no script,
 * so the server writes it into the HTML it sends (docs/architecture.md, "How a request becomes HTML").
 * A tournament, a news post and a team are described from their public data in the URL's language, with
 * their preview card (preview-card/) and structured data (structured-data.ts); every other page carries the
 * portal's title, description and card. Each page names its five language versions.
 */
export interface PageHead {
  title: string;
  description: string;
  /** The page's preview card (root-relative, 1200x630 PNG); none: the portal's. */
  image: string | null;
  type: 'website' | 'article' | 'profile';
  /** schema.org objects, written as JSON-LD. */
  structuredData: StructuredData[];
}

/** The server's messages (the errors namespace of the shared locales) in a language. */
export type Translate = (locale: Locale, key: string, params?: Record<string, string | number>) => string;

/** Texts of a page's head: the server's messages, and the portal's name as the pages show it (common site.name). */
export interface HeadTexts {
  t: Translate;
  siteName: (locale: Locale) => string;
  /** The pages' own texts (the common namespace): section names of breadcrumbs. */
  common: (locale: Locale, key: string) => string;
}

const OG_LOCALES: Record<Locale, string> = { ru: 'ru_RU', kk: 'kk_KZ', en: 'en_US', uz: 'uz_UZ', tr: 'tr_TR' };
/** Descriptions longer than this are cut at a word (previews show about this much). */
const DESCRIPTION_MAX = 200;


/** Text of rich HTML for a description: its words (textOfHtml), spaces folded, cut at a word. */
export function plainDescription(html: string, max = DESCRIPTION_MAX): string {
  const text = textOfHtml(html).replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

/** The head of the page a route and its parameters name, in `locale`; `base` is the portal's public address. */
export async function pageHeadOf(route: PortalRoute | null, params: Readonly<Record<string, string>>, locale: Locale, get: GuestGet, texts: HeadTexts, base: string): Promise<PageHead> {
  const { t, siteName, common } = texts;
  const portal = siteName(locale);
  const titleOf = (kind: 'tournament' | 'team' | 'news', name: string, game?: string) => namedPageTitle({ kind, name, game }, (key, values) => t(locale, key, values), portal);
  // A page about no one thing: its section's title ("Rating — Site"), as the browser's tab shows it.
  const titleKey = pageTitleKey(route?.id);
  const fallback: PageHead = { title: composeTitle(titleKey ? common(locale, titleKey) : null, portal), description: t(locale, 'page_head.portal_description'), image: null, type: 'website', structuredData: [] };
  const portalHead: PageHead = { ...fallback, title: portal };
  const slug = params.slug;
  if (!route || !slug) return fallback;
  const pageUrl = base + localizePath(locale, route.path.replace(':slug', encodeURIComponent(slug)));
  const crumbs = (section: 'tournaments' | 'news' | null, name: string) => breadcrumbsOf(base, locale, texts, section, name, pageUrl);
  if (route.id === 'tournaments.detail' || route.id === 'tournaments.promo') {
    const tournament = await readPublic<TournamentDetail>(get, API_PATHS.tournament(slug), locale);
    if (!tournament) return portalHead;
    const game = tournament.game.name;
    const prize = tournament.prize_fond ? t(locale, 'page_head.tournament_prize', { prize: localizePrizeFund(tournament.prize_fond, locale) }) : '';
    const image = cardUrl(tournamentCardContent(tournament, locale, t));
    const description = plainDescription(t(locale, 'page_head.tournament_description', { name: tournament.name, game, prize, portal }));
    return {
      title: titleOf('tournament', tournament.name, game),
      description,
      image,
      type: 'website',
      structuredData: [sportsEventOf(tournament, { url: pageUrl, image: base + image, description, portal }), crumbs('tournaments', tournament.name)],
    };
  }
  if (route.id === 'news.detail') {
    const post = await readPublic<NewsPost>(get, API_PATHS.newsPost(slug), locale);
    if (!post) return portalHead;
    const image = cardUrl(newsCardContent(post, locale));
    const description = plainDescription(post.excerpt || post.body);
    return {
      title: titleOf('news', post.title),
      description,
      image,
      type: 'article',
      structuredData: [newsArticleOf(post, { url: pageUrl, image: base + image, description, portal, base }), crumbs('news', post.title)],
    };
  }
  if (route.id === 'teams.public') {
    const team = await readPublic<PublicTeam>(get, API_PATHS.publicTeam(slug), locale);
    if (!team) return portalHead;
    const image = cardUrl(teamCardContent(team, locale, t));
    return {
      title: titleOf('team', team.name, team.game.name),
      description: t(locale, 'page_head.team_description', { name: team.name, game: team.game.name, count: team.members_count, portal }),
      image,
      type: 'profile',
      structuredData: [sportsTeamOf(team, { url: pageUrl, image: base + image, base }), crumbs(null, team.name)],
    };
  }
  return fallback;
}

/**
 * The tags of a head: title, description, canonical address, the five language versions and x-default
 * (Russian, without a prefix), Open Graph and Twitter card. `path` is the page's path without its language;
 * null for a page that does not exist (a 404 names no address: it would repeat whatever was asked for).
 */
export function pageHeadTags(head: PageHead, base: string, path: string | null, locale: Locale, defaultImage: string): string {
  const href = (lang: Locale) => base + localizePath(lang, path ?? '/');
  const image = absoluteUrl(base, head.image ?? defaultImage);
  const title = [`<title>${escapeAttribute(head.title)}</title>`, `<meta name="description" content="${escapeAttribute(head.description)}">`];
  if (path === null) return title.join('');
  const tags = [
    ...title,
    `<link rel="canonical" href="${escapeAttribute(href(locale))}">`,
    ...LOCALES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeAttribute(href(lang))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(href('ru'))}">`,
    `<meta property="og:type" content="${head.type}">`,
    `<meta property="og:title" content="${escapeAttribute(head.title)}">`,
    `<meta property="og:description" content="${escapeAttribute(head.description)}">`,
    `<meta property="og:url" content="${escapeAttribute(href(locale))}">`,
    `<meta property="og:image" content="${escapeAttribute(image)}">`,
    `<meta property="og:image:type" content="image/png">`,
    `<meta property="og:image:width" content="${CARD_WIDTH}">`,
    `<meta property="og:image:height" content="${CARD_HEIGHT}">`,
    `<meta property="og:image:alt" content="${escapeAttribute(head.title)}">`,
    `<meta property="og:locale" content="${OG_LOCALES[locale]}">`,
    ...LOCALES.filter((lang) => lang !== locale).map((lang) => `<meta property="og:locale:alternate" content="${OG_LOCALES[lang]}">`),
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeAttribute(head.title)}">`,
    `<meta name="twitter:description" content="${escapeAttribute(head.description)}">`,
    `<meta name="twitter:image" content="${escapeAttribute(image)}">`,
    ...head.structuredData.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.join('');
}

/** The document with its <title> replaced by the page's head tags. */
export function withPageHead(html: string, tags: string): string {
  const title = /<title>[\s\S]*?<\/title>/.exec(html);
  if (title) return html.slice(0, title.index) + tags + html.slice(title.index + title[0].length);
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}${tags}${html.slice(at)}`;
}
