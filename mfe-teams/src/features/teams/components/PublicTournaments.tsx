import { useTranslation } from 'react-i18next';
import type { PublicTeamTournament } from '@portal/shared/contracts';
import { EmptyState, SectionHeader, TournamentStatusBadge, TrophyIcon } from '@portal/shared/ui';
import { TournamentRow, TournamentRows } from './TournamentRow';

/** The tournaments the team played, with their status and the team's result. */
export function PublicTournaments({ tournaments }: { tournaments: readonly PublicTeamTournament[] }) {
  const { t } = useTranslation('teams');
  return (
    <section aria-labelledby="public-tournaments">
      <SectionHeader>
        <span id="public-tournaments">{t('public.tournaments')}</span>
      </SectionHeader>
      {tournaments.length === 0 ? (
        <EmptyState icon={<TrophyIcon />} title={t('public.noTournaments')} />
      ) : (
        <TournamentRows data-testid="public-tournaments">
          {tournaments.map((tournament) => (
            <TournamentRow
              key={tournament.id}
              tournament={tournament}
              meta={tournament.result?.place ? t('public.place', { place: tournament.result.place, points: tournament.result.points }) : t('public.noResult')}
              badge={<TournamentStatusBadge status={tournament.status.code} />}
            />
          ))}
        </TournamentRows>
      )}
    </section>
  );
}
