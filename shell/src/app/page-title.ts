import { useLayoutEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PortalRouteId } from '@portal/shared/contracts';

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

export function pageTitleKey(routeId: string | undefined): string | null {
  const key = routeId ? TITLE_KEYS[routeId as PortalRouteId] : undefined;
  return key ? `titles.${key}` : null;
}

/** "Page — Site", or the site name alone. */
export function composeTitle(page: string | null, site: string): string {
  return page ? `${page} — ${site}` : site;
}

/** Sets document.title to a translated page title (null: the site name alone), following the language. */
export function useDocumentTitle(titleKey: string | null): void {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const page = titleKey ? t(titleKey) : null;
  const title = composeTitle(page, t('site.name'));
  // Set again on every page (pathname) and language: a layout effect runs before the pages' own effects,
  // so a remote page may still set a more precise title afterwards.
  useLayoutEffect(() => {
    document.title = title;
  }, [title, pathname]);
}

/** The title of the matched portal route (from its handle.routeId). */
export function useRouteTitle(): void {
  const matches = useMatches();
  let routeId: string | undefined;
  for (const match of matches) {
    const handle = match.handle as { routeId?: string } | undefined;
    if (handle?.routeId) routeId = handle.routeId;
  }
  useDocumentTitle(pageTitleKey(routeId));
}
