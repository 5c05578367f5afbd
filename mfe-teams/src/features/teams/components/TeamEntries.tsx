import { useTranslation } from 'react-i18next';
import { routePath, type TeamEntry } from '@portal/shared/contracts';
import { formatGameTime } from '@portal/shared/domain';
import { useLocalizedPath } from '@portal/shared/platform';
import { ButtonLink, EmptyState, SectionHeader, StatusBadge, TrophyIcon } from '@portal/shared/ui';
import { TournamentRow, TournamentRows } from './TournamentRow';

function groupText(group: NonNullable<TeamEntry['group']>): string {
  const { dateTime, timezone } = formatGameTime(group.game_time, group.timezone);
  return `${group.name}, ${dateTime} (${timezone})`;
}

/** The team's applications: tournament, status, stage and group with its game time. */
export function TeamEntries({ entries }: { entries: readonly TeamEntry[] }) {
  const { t } = useTranslation('teams');
  const localized = useLocalizedPath();
  return (
    <section aria-labelledby="team-entries">
      <SectionHeader>
        <span id="team-entries">{t('entries.title')}</span>
      </SectionHeader>
      {entries.length === 0 ? (
        <EmptyState
          icon={<TrophyIcon />}
          title={t('entries.emptyTitle')}
          text={t('entries.emptyText')}
          action={
            <ButtonLink to={localized(routePath('tournaments.list'))} $variant="secondary">
              {t('entries.browse')}
            </ButtonLink>
          }
        />
      ) : (
        <TournamentRows data-testid="team-entries">
          {entries.map((entry) => (
            <TournamentRow
              key={entry.id}
              tournament={entry.tournament}
              meta={[entry.stage?.name, entry.group ? groupText(entry.group) : null].filter(Boolean).join(' · ') || t('entries.noStage')}
              badge={<StatusBadge status={entry.status.code} />}
            />
          ))}
        </TournamentRows>
      )}
    </section>
  );
}
