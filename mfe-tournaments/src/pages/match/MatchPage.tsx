import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { ButtonLink, NotFoundState, PageColumn, PageTitle } from '@portal/shared/ui';
import { EmptyList } from '../../components/EmptyList';
import { SwordsIcon } from '../../components/icons';
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
      <PageColumn $gap={5}>
        <NotFoundState
          variant="page"
          data-testid="not-found"
          title={t('match.notFoundTitle')}
          text={t('match.notFoundText')}
          back={{ to: paths.matches(), label: t('match.toMatches') }}
        />
      </PageColumn>
    );
  }
  const title = t('match.title', { id: ref.groupTeamId });
  return (
    <PageColumn $gap={5}>
      <PageTitle subtitle={<TournamentLink to={paths.detail(ref.slug)}>{t('match.tournamentLink')}</TournamentLink>}>{title}</PageTitle>
      <EmptyList
        label={title}
        icon={<SwordsIcon />}
        title={t('match.emptyTitle')}
        text={t('match.emptyText')}
        action={
          <ButtonLink to={paths.matches()} $variant="secondary">
            {t('match.toMatches')}
          </ButtonLink>
        }
      />
    </PageColumn>
  );
}
