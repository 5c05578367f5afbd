import { TournamentPageFrame } from '../../components/tournament/TournamentPageFrame';
import { PromoHero } from './PromoHero';

/** /esports-mobile-tournaments/promo/:slug: a landing that sends visitors to one tournament. */
export default function PromoPage() {
  return <TournamentPageFrame>{(tournament, updatedAt) => <PromoHero tournament={tournament} updatedAt={updatedAt} />}</TournamentPageFrame>;
}
