import { TournamentListPage } from './TournamentListPage';

/** /esports-mobile-tournaments: tournaments of every game. */
export default function AllTournamentsPage() {
  return <TournamentListPage routeId="tournaments.list" game={null} />;
}
