import type { PortalRouteId } from './routes';

/**
 * Page titles: the browser's tab and the head the server writes for link previews and search engines
 * (api/src/static/page-head.ts) follow one pattern, "Page — Site" (docs/architecture.md, "How a request
 * becomes HTML"); a page about one thing (a tournament, a post, a team) puts its name first.
 */
/** Key under `titles.` in the common namespace for each route of the route table. */
const TITLE_KEYS: Record<PortalRouteId, string> = {
  home: 'home',
  'home.page': 'home',
  agreements: 'agreements',
  condition: 'condition',
  help: 'help',
  open: 'open',
  'ui-kits': 'uiKit',
  votes: 'votes',
  'news.list': 'news',
  'news.detail': 'news',
  rating: 'rating',
  'rating.mlbb': 'rating',
  'rating.mlbb.detail': 'rating',
  'rating.pubg': 'rating',
  'rating.pubg.seasonal': 'rating',
  'rating.pubg.seasonal.detail': 'rating',
  'rating.pubg.world': 'rating',
  'rating.pubg.world.detail': 'rating',
  'rating.pubg.detail': 'rating',
  watch: 'watch',
  'watch.detail': 'watch',
  transfers: 'transfers',
  'tournaments.list': 'tournaments',
  'tournaments.mlbb': 'tournaments',
  'tournaments.pubg': 'tournaments',
  'tournaments.promo': 'tournaments',
  'tournaments.not-found': 'tournaments',
  'tournaments.detail': 'tournaments',
  applications: 'myTournaments',
  match: 'match',
  matches: 'matches',
  'custom-games': 'customGames',
  entries: 'entries',
  organizer: 'organizer',
  'organizer.new': 'organizer',
  'organizer.tournament': 'organizer',
  'organizer.organizers': 'organizers',
  'teams.mine': 'teams',
  'teams.detail': 'teams',
  'teams.public': 'teams',
  'teams.invite': 'teamInvite',
  user: 'profile',
  'settings.new': 'settings',
  settings: 'settings',
  'settings.social': 'settings',
  notifications: 'notifications',
  login: 'login',
  'login.email': 'login',
  'login.email.password': 'login',
  'login.number': 'login',
  'login.number.password': 'login',
  'signup.number': 'registration',
  'signup.number.verification': 'registration',
  'signup.number.create-user': 'registration',
  'login.game-profile': 'registration',
  'forgot.email': 'password',
  'forgot.email.message': 'password',
  'forgot.email.reset': 'password',
  'forgot.email.success': 'password',
  'forgot.number.verification': 'password',
  'forgot.number.reset': 'password',
  'forgot.number.success': 'password',
  registration: 'registration',
  'password.confirmation': 'password',
  'password.reset': 'password',
  'password.warning': 'password',
  'discord-redirect': 'discord',
  'dev.outbox': 'devOutbox',
};

/** The key of a route's title; none for the home page, which is titled by the site's name alone. */
export function pageTitleKey(routeId: string | undefined): string | null {
  if (routeId === 'home' || routeId === 'home.page') return null;
  const key = routeId ? TITLE_KEYS[routeId as PortalRouteId] : undefined;
  return key ? `titles.${key}` : null;
}

/** "Page — Site", or the site name alone. */
export function composeTitle(page: string | null, site: string): string {
  return page ? `${page} — ${site}` : site;
}


/** A page about one thing: a tournament, a team (with its game) or a news post. */
export interface NamedPage {
  kind: 'tournament' | 'team' | 'news';
  name: string;
  game?: string;
}

/** The server's messages (errors namespace) with parameters, in the page's language. */
export type TitleTranslate = (key: string, params: Record<string, string | number>) => string;

/** "Istanbul Clash — PUBG Mobile tournament — Site", "Almaty Wolves — PUBG Mobile team — Site", "Post — Site". */
export function namedPageTitle(page: NamedPage, t: TitleTranslate, site: string): string {
  if (page.kind === 'news' || !page.game) return composeTitle(page.name, site);
  return t(page.kind === 'tournament' ? 'page_head.tournament_title' : 'page_head.team_title', { name: page.name, game: page.game, portal: site });
}
