import type { OrganizerTournament } from '@portal/shared/contracts';
import { TournamentForm } from '../../components/organizer/TournamentForm';

/** The tournament's settings: the editor with its live preview. */
export function SettingsPanel({ tournament }: { tournament: OrganizerTournament }) {
  return <TournamentForm key={tournament.id} tournament={tournament} onSaved={() => undefined} />;
}
