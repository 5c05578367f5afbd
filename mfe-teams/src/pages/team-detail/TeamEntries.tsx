import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { routePath, type TeamEntry } from '@portal/shared/contracts';
import { formatGameTime } from '@portal/shared/domain';
import { useLocalizedPath } from '@portal/shared/platform';
import { ButtonLink, EmptyState, SectionHeader, StatusBadge, TournamentLogo, TrophyIcon } from '@portal/shared/ui';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Texts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  flex: 1;
  min-width: 0;
`;

const Name = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

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
        <List data-testid="team-entries">
          {entries.map((entry) => (
            <Row key={entry.id}>
              <TournamentLogo logo={entry.tournament.logo} alt={t('entries.logoAlt', { name: entry.tournament.name })} size={40} />
              <Texts>
                <Name to={localized(routePath('tournaments.detail', { slug: entry.tournament.slug }))}>{entry.tournament.name}</Name>
                <Meta>
                  {[entry.stage?.name, entry.group ? groupText(entry.group) : null].filter(Boolean).join(' · ') || t('entries.noStage')}
                </Meta>
              </Texts>
              <StatusBadge status={entry.status.code} />
            </Row>
          ))}
        </List>
      )}
    </section>
  );
}
