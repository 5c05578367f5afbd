import { registerNamespace } from '@portal/shared/i18n';
import { lazyPage, type RemoteRoutes } from '@portal/shared/platform';

registerNamespace('tournaments', (lng) => import(`./locales/${lng}.json`));

export const routes: RemoteRoutes<'mfe-tournaments'> = {
  'tournaments.list': { id: 'tournaments.list', lazy: lazyPage(() => import('./pages/list/TournamentListPage')) },
  'tournaments.mlbb': { id: 'tournaments.mlbb', lazy: lazyPage(() => import('./pages/list/TournamentListPage')) },
  'tournaments.pubg': { id: 'tournaments.pubg', lazy: lazyPage(() => import('./pages/list/TournamentListPage')) },
  'tournaments.promo': { id: 'tournaments.promo', lazy: lazyPage(() => import('./pages/promo/PromoPage')) },
  'tournaments.not-found': { id: 'tournaments.not-found', lazy: lazyPage(() => import('./pages/not-found/TournamentNotFoundPage')) },
  'tournaments.detail': { id: 'tournaments.detail', lazy: lazyPage(() => import('./pages/detail/TournamentDetailPage')) },
  applications: { id: 'applications', lazy: lazyPage(() => import('./pages/account/ApplicationsPage')) },
  match: { id: 'match', lazy: lazyPage(() => import('./pages/match/MatchPage')) },
  matches: { id: 'matches', lazy: lazyPage(() => import('./pages/matches/MatchesPage')) },
  'custom-games': { id: 'custom-games', lazy: lazyPage(() => import('./pages/custom-games/CustomGamesPage')) },
  entries: { id: 'entries', lazy: lazyPage(() => import('./pages/account/EntriesPage')) },
  organizer: { id: 'organizer', lazy: lazyPage(() => import('./pages/organizer-home/OrganizerHomePage')) },
  'organizer.new': { id: 'organizer.new', lazy: lazyPage(() => import('./pages/organizer-editor/NewTournamentPage')) },
  'organizer.tournament': { id: 'organizer.tournament', lazy: lazyPage(() => import('./pages/organizer-tournament/OrganizerTournamentPage')) },
  'organizer.organizers': { id: 'organizer.organizers', lazy: lazyPage(() => import('./pages/organizers/OrganizersPage')) },
};
