import { useTranslation } from 'react-i18next';
import type { TournamentSummary } from '@portal/shared/contracts';

type Source = Pick<TournamentSummary, 'prize_fond' | 'format' | 'accepted_teams_count' | 'slot_count'>;

/** Texts of the facts every tournament view shows: prize fund, team size (format min-max), slots taken. */
export function useTournamentFacts(tournament: Source) {
  const { t } = useTranslation('tournaments');
  const { min, max } = tournament.format;
  return {
    prizeFund: tournament.prize_fond?.trim() || t('common.noPrizeFund'),
    teamSize: min === max ? String(min) : `${min}–${max}`,
    slots: t('common.slotsValue', { taken: tournament.accepted_teams_count, total: tournament.slot_count }),
  };
}
