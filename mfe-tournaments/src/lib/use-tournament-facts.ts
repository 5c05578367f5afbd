import { useTranslation } from 'react-i18next';
import type { TournamentSummary } from '@portal/shared/contracts';
import { localizePrizeFund } from '@portal/shared/domain';
import { useLocale } from '@portal/shared/platform';

type Source = Pick<TournamentSummary, 'prize_fond' | 'format' | 'accepted_teams_count' | 'slot_count'>;

/** Texts of the facts every tournament view shows: prize fund (its unit in the page's language), team size (format min-max), slots taken. */
export function useTournamentFacts(tournament: Source) {
  const { t } = useTranslation('tournaments');
  const locale = useLocale();
  const { min, max } = tournament.format;
  return {
    prizeFund: tournament.prize_fond?.trim() ? localizePrizeFund(tournament.prize_fond, locale) : t('common.noPrizeFund'),
    teamSize: min === max ? String(min) : `${min}–${max}`,
    slots: t('common.slotsValue', { taken: tournament.accepted_teams_count, total: tournament.slot_count }),
  };
}
