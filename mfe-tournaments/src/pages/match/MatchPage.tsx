import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { ButtonLink } from '@portal/shared/ui';
import { AreaPage } from '../../components/AreaPage';
import { SwordsIcon } from '../../components/icons';
import { NotFoundPanel } from '../../components/NotFoundPanel';
import { PageRoot } from '../../components/PageRoot';
import { parseMatchRef } from '../../lib/match-ref';
import { useTournamentPaths } from '../../lib/tournament-paths';

const TournamentLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
`;

/** /match/{groupTeamId}-{slug}: one team's match in a tournament group; a malformed segment is not found. */
export default function MatchPage() {
  const { t } = useTranslation('tournaments');
  const { matchRef } = useParams();
  const paths = useTournamentPaths();
  const ref = parseMatchRef(matchRef);
  if (!ref) {
    return (
      <PageRoot data-page="match">
        <NotFoundPanel
          title={t('match.notFoundTitle')}
          text={t('match.notFoundText')}
          action={<ButtonLink to={paths.matches()}>{t('match.toMatches')}</ButtonLink>}
        />
      </PageRoot>
    );
  }
  return (
    <AreaPage
      routeId="match"
      title={t('match.title', { id: ref.groupTeamId })}
      subtitle={<TournamentLink to={paths.detail(ref.slug)}>{t('match.tournamentLink')}</TournamentLink>}
      empty={{
        icon: <SwordsIcon />,
        title: t('match.emptyTitle'),
        text: t('match.emptyText'),
        action: (
          <ButtonLink to={paths.matches()} $variant="secondary">
            {t('match.toMatches')}
          </ButtonLink>
        ),
      }}
    />
  );
}
