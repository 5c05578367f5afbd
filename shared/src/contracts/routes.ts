/**
 * The route table of docs/spec.md section 2, after the optional locale prefix: which remote owns each page and
 * which layout frames it. The shell mounts it; each remote exposes a lazy page per route id it owns;
 * the API's static server uses it to answer 404 for unknown paths.
 */
import { type REMOTE_APPS } from './apps';

/** A federated remote of the app manifest (apps.js). */
export type RemoteName = (typeof REMOTE_APPS)[number]['name'];
export type LayoutName = 'auth' | 'newDefault' | 'default';

export interface PortalRoute {
  id: string;
  path: string;
  remote: RemoteName;
  layout: LayoutName;
}

const route = <const Id extends string, const Remote extends RemoteName>(id: Id, path: string, remote: Remote, layout: LayoutName = 'default') =>
  ({ id, path, remote, layout }) as const;

export const PORTAL_ROUTES = [
  // mfe-content
  route('home', '/', 'mfe-content'),
  route('home.page', '/home/home-page', 'mfe-content'),
  route('agreements', '/agreements', 'mfe-content'),
  route('condition', '/Condition', 'mfe-content'),
  route('help', '/Help', 'mfe-content'),
  route('open', '/open', 'mfe-content'),
  route('ui-kits', '/ui-kits', 'mfe-content'),
  route('votes', '/votes', 'mfe-content'),
  route('news.list', '/News', 'mfe-content'),
  route('news.detail', '/News/:slug', 'mfe-content'),
  route('rating', '/rating', 'mfe-content'),
  route('rating.mlbb', '/rating/mlbb', 'mfe-content'),
  route('rating.mlbb.detail', '/rating/mlbb/:slug', 'mfe-content'),
  route('rating.pubg', '/rating/pubg-mobile', 'mfe-content'),
  route('rating.pubg.seasonal', '/rating/pubg-mobile/seasonal', 'mfe-content'),
  route('rating.pubg.seasonal.detail', '/rating/pubg-mobile/seasonal/:seasonId', 'mfe-content'),
  route('rating.pubg.world', '/rating/pubg-mobile/world-team-rating', 'mfe-content'),
  route('rating.pubg.world.detail', '/rating/pubg-mobile/world-team-rating/:slug', 'mfe-content'),
  route('rating.pubg.detail', '/rating/pubg-mobile/:slug', 'mfe-content'),
  route('watch', '/watch', 'mfe-content'),
  route('watch.detail', '/watch/:id', 'mfe-content'),
  route('transfers', '/transfers', 'mfe-content'),

  // mfe-tournaments
  route('tournaments.list', '/esports-mobile-tournaments', 'mfe-tournaments', 'newDefault'),
  route('tournaments.mlbb', '/esports-mobile-tournaments/MLBB', 'mfe-tournaments', 'newDefault'),
  route('tournaments.pubg', '/esports-mobile-tournaments/pubg-mobile', 'mfe-tournaments', 'newDefault'),
  route('tournaments.promo', '/esports-mobile-tournaments/promo/:slug', 'mfe-tournaments'),
  route('tournaments.not-found', '/esports-mobile-tournaments/tournamentNotFound', 'mfe-tournaments'),
  route('tournaments.detail', '/esports-mobile-tournaments/:slug', 'mfe-tournaments'),
  route('applications', '/applications', 'mfe-tournaments'),
  route('match', '/match/:matchRef', 'mfe-tournaments'),
  route('matches', '/matches', 'mfe-tournaments'),
  route('custom-games', '/custom-games', 'mfe-tournaments'),
  route('entries', '/entries', 'mfe-tournaments'),
  // mfe-tournaments: the organiser console (staff and organisers; the organisers page is for admins)
  route('organizer', '/organizer', 'mfe-tournaments'),
  route('organizer.new', '/organizer/tournaments/new', 'mfe-tournaments'),
  route('organizer.tournament', '/organizer/tournaments/:slug', 'mfe-tournaments'),
  route('organizer.organizers', '/organizer/organizers', 'mfe-tournaments'),

  // mfe-teams
  route('teams.mine', '/my-teams', 'mfe-teams'),
  route('teams.detail', '/my-teams/:teamId', 'mfe-teams'),
  route('teams.public', '/esports-mobile-team/:slug', 'mfe-teams'),
  route('teams.invite', '/team/:invite', 'mfe-teams'),

  // mfe-profile
  route('user', '/user/:slug', 'mfe-profile'),
  route('settings.new', '/settings-new', 'mfe-profile'),
  route('settings', '/settings', 'mfe-profile'),
  route('settings.social', '/settings/social-accounts', 'mfe-profile'),
  route('notifications', '/Notifications', 'mfe-profile'),

  // mfe-auth (login flow and password pages use the auth layout)
  route('login', '/Login', 'mfe-auth', 'auth'),
  route('login.email', '/login/email', 'mfe-auth', 'auth'),
  route('login.email.password', '/login/email/password', 'mfe-auth', 'auth'),
  route('login.number', '/login/number', 'mfe-auth', 'auth'),
  route('login.number.password', '/login/number/password', 'mfe-auth', 'auth'),
  route('signup.number', '/login/signup-number', 'mfe-auth', 'auth'),
  route('signup.number.verification', '/login/signup-number/verification', 'mfe-auth', 'auth'),
  route('signup.number.create-user', '/login/signup-number/verification/create-user', 'mfe-auth', 'auth'),
  route('login.game-profile', '/login/game-profile', 'mfe-auth', 'auth'),
  route('forgot.email', '/login/forgot-password/email', 'mfe-auth', 'auth'),
  route('forgot.email.message', '/login/forgot-password/email/message', 'mfe-auth', 'auth'),
  route('forgot.email.reset', '/login/forgot-password/email/message/reset-password', 'mfe-auth', 'auth'),
  route('forgot.email.success', '/login/forgot-password/email/message/reset-password/success', 'mfe-auth', 'auth'),
  route('forgot.number.verification', '/login/forgot-password/number/verification', 'mfe-auth', 'auth'),
  route('forgot.number.reset', '/login/forgot-password/number/verification/reset-password', 'mfe-auth', 'auth'),
  route('forgot.number.success', '/login/forgot-password/number/verification/reset-password/success', 'mfe-auth', 'auth'),
  route('registration', '/Registration', 'mfe-auth', 'auth'),
  route('password.confirmation', '/password/confirmation/:hash', 'mfe-auth', 'auth'),
  route('password.reset', '/password/Reset', 'mfe-auth', 'auth'),
  route('password.warning', '/password/Warning', 'mfe-auth', 'auth'),
  route('discord-redirect', '/discord-redirect', 'mfe-auth', 'auth'),
  // Development only: the codes the outbox driver kept (the API refuses the outbox in production).
  route('dev.outbox', '/dev/outbox', 'mfe-auth', 'auth'),
] as const;

export type PortalRouteId = (typeof PORTAL_ROUTES)[number]['id'];
export type RouteIdOf<R extends RemoteName> = Extract<(typeof PORTAL_ROUTES)[number], { remote: R }>['id'];

export function routesOf(remote: RemoteName): PortalRoute[] {
  return PORTAL_ROUTES.filter((r) => r.remote === remote);
}

/** Fills a route pattern with parameters: routePath('teams.detail', { teamId: 5 }) -> '/my-teams/5'. */
export function routePath(id: PortalRouteId, params: Record<string, string | number> = {}): string {
  const found = PORTAL_ROUTES.find((r) => r.id === id);
  if (!found) throw new Error(`Unknown route ${id}`);
  return found.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${id} needs parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
