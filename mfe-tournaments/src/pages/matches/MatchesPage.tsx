import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessageOf, useMyMatches } from '@portal/shared/api-client';
import type { MyMatch } from '@portal/shared/contracts';
import { ButtonLink, PageColumn, PageTitle, QueryErrorState, SectionHeader, SignInGuard, SkeletonBlock, useToast } from '@portal/shared/ui';
import { useApproveGameTime } from '../../api/applications/approve-game-time';
import { matchKeys } from '../../api/query-keys';
import { EmptyList } from '../../components/EmptyList';
import { SwordsIcon, WarningIcon } from '../../components/icons';
import { MatchCard } from '../../components/matches/MatchCard';
import { useTournamentPaths } from '../../lib/tournament-paths';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Cards shown while the list loads (each the height of a match card). */
const LOADING_CARDS = 3;

function Matches() {
  const { t } = useTranslation('tournaments');
  const paths = useTournamentPaths();
  const query = useMyMatches();
  const approve = useApproveGameTime();
  const client = useQueryClient();
  const toast = useToast();
  const confirm = (match: MyMatch) =>
    approve.mutate(match.stage_team_id, {
      onSuccess: () => {
        toast.success(t('matches.gameTimeConfirmed'));
        void client.invalidateQueries({ queryKey: matchKeys.mine() });
      },
      onError: (error) => toast.error(serverMessageOf(error) ?? t('matches.confirmFailed')),
    });
  if (query.isPending) {
    return (
      <List aria-busy="true">
        {Array.from({ length: LOADING_CARDS }, (_, i) => (
          <li key={i}>
            <SkeletonBlock $height="112px" />
          </li>
        ))}
      </List>
    );
  }
  if (query.isError) return <QueryErrorState framed icon={<WarningIcon />} title={t('matches.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  const { upcoming, past } = query.data;
  if (upcoming.length === 0 && past.length === 0) {
    return (
      <EmptyList
        label={t('matches.title')}
        icon={<SwordsIcon />}
        title={t('matches.emptyTitle')}
        text={t('matches.emptyText')}
        action={<ButtonLink to={paths.list()}>{t('matches.toTournaments')}</ButtonLink>}
      />
    );
  }
  const section = (id: 'upcoming' | 'past', matches: readonly MyMatch[]) => (
    <section aria-label={t(`matches.${id}`)} data-testid={`matches-${id}`}>
      <SectionHeader>{t(`matches.${id}`)}</SectionHeader>
      {matches.length === 0 ? (
        <p>{t(`matches.${id}Empty`)}</p>
      ) : (
        <List>
          {matches.map((match) => (
            <MatchCard key={match.stage_team_id} match={match} onConfirm={confirm} confirming={approve.isPending} />
          ))}
        </List>
      )}
    </section>
  );
  return (
    <>
      {section('upcoming', upcoming)}
      {section('past', past)}
    </>
  );
}

/** /matches: the matches of the player's teams in tournament groups, upcoming then past. Guests are asked to sign in. */
export default function MatchesPage() {
  const { t } = useTranslation('tournaments');
  return (
    <PageColumn $gap={5}>
      <PageTitle subtitle={t('matches.subtitle')}>{t('matches.title')}</PageTitle>
      <SignInGuard title={t('matches.guestTitle')} text={t('matches.guestText')}>
        <Matches />
      </SignInGuard>
    </PageColumn>
  );
}
