import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { routePath, type PublicTeamTournament } from '@portal/shared/contracts';
import { useLocalizedPath } from '@portal/shared/platform';
import { EmptyState, SectionHeader, TournamentLogo, TournamentStatusBadge, TrophyIcon } from '@portal/shared/ui';

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

const Result = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/** The tournaments the team played, with their status and the team's result. */
export function PublicTournaments({ tournaments }: { tournaments: readonly PublicTeamTournament[] }) {
  const { t } = useTranslation('teams');
  const localized = useLocalizedPath();
  return (
    <section aria-labelledby="public-tournaments">
      <SectionHeader>
        <span id="public-tournaments">{t('public.tournaments')}</span>
      </SectionHeader>
      {tournaments.length === 0 ? (
        <EmptyState icon={<TrophyIcon />} title={t('public.noTournaments')} />
      ) : (
        <List data-testid="public-tournaments">
          {tournaments.map((tournament) => (
            <Row key={tournament.id}>
              <TournamentLogo logo={tournament.logo} alt={t('entries.logoAlt', { name: tournament.name })} size={40} />
              <Texts>
                <Name to={localized(routePath('tournaments.detail', { slug: tournament.slug }))}>{tournament.name}</Name>
                <Result>
                  {tournament.result?.place
                    ? t('public.place', { place: tournament.result.place, points: tournament.result.points })
                    : t('public.noResult')}
                </Result>
              </Texts>
              <TournamentStatusBadge status={tournament.status.code} />
            </Row>
          ))}
        </List>
      )}
    </section>
  );
}
