import { TournamentListPage } from './TournamentListPage';

/** /esports-mobile-tournaments/MLBB: MLBB tournaments. */
export default function MlbbTournamentsPage() {
  return <TournamentListPage routeId="tournaments.mlbb" game="mlbb" />;
}
