import { TournamentListPage } from './TournamentListPage';

/** /esports-mobile-tournaments/pubg-mobile: PUBG Mobile tournaments. */
export default function PubgTournamentsPage() {
  return <TournamentListPage routeId="tournaments.pubg" game="pubg" />;
}
