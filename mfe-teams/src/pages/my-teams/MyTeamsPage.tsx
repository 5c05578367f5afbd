import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useMyTeams } from '@portal/shared/api-client';
import { DEFAULT_TEAM_FILTER, GAMES } from '@portal/shared/constants';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath, useSession } from '@portal/shared/platform';
import { Button, ButtonLink, EmptyState, PageColumn, PageTitle, QueryErrorState, SignInGuard, SkeletonBlock, TeamIcon } from '@portal/shared/ui';
import { CreateTeamModal } from '../../features/teams/components/CreateTeamModal';
import { TeamCard } from '../../features/teams/components/TeamCard';
import { TeamFilterField } from '../../features/teams/components/TeamFilterField';
import { filterGame, type TeamFilter } from '../../features/teams/lib/team-filter';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The sidebar's create-team link opens the modal here: /my-teams?create=1. */
export const CREATE_PARAM = 'create';

/**
 * /my-teams: the signed-in user's teams, filtered by game ('Все' by default), each leading to its page;
 * the create-team modal (also opened by ?create=1). Guests are asked to sign in.
 */
export default function MyTeamsPage() {
  const { t } = useTranslation('teams');
  return (
    <SignInGuard
      title={t('mine.guestTitle')}
      text={t('mine.guestText')}
      frame={(prompt) => (
        <PageColumn $width="content">
          <PageTitle subtitle={t('mine.subtitle')}>{t('mine.title')}</PageTitle>
          {prompt}
        </PageColumn>
      )}
    >
      <MyTeams />
    </SignInGuard>
  );
}

function MyTeams() {
  const { t } = useTranslation('teams');
  const localized = useLocalizedPath();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<TeamFilter>(DEFAULT_TEAM_FILTER);
  const game = filterGame(filter);
  const teams = useMyTeams({ gameId: game ? GAMES[game].id : null });
  const creating = params.get(CREATE_PARAM) === '1';
  const setCreating = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(CREATE_PARAM, '1');
        else next.delete(CREATE_PARAM);
        return next;
      },
      { replace: true },
    );

  const createButton = <Button onClick={() => setCreating(true)}>{t('create.open')}</Button>;
  let content;
  if (teams.isPending) {
    content = (
      <List aria-busy="true">
        {[0, 1].map((i) => (
          <li key={i}>
            <SkeletonBlock $height="74px" />
          </li>
        ))}
      </List>
    );
  } else if (teams.isError) {
    content = <QueryErrorState title={t('common.loadFailed')} error={teams.error} onRetry={() => void teams.refetch()} />;
  } else if (teams.data.length === 0) {
    content = (
      <EmptyState
        data-testid="teams-empty"
        icon={<TeamIcon />}
        title={game ? t('empty.gameTitle', { game: t(`games.${game}`) }) : t('empty.allTitle')}
        text={t('empty.text')}
        action={
          <ButtonLink to={`${localized(routePath('help'))}#create-team`} $variant="secondary">
            {t('empty.howTo')}
          </ButtonLink>
        }
      />
    );
  } else {
    content = (
      <List data-testid="team-list">
        {teams.data.map((team) => (
          <li key={team.id}>
            <TeamCard team={team} userId={user?.id ?? null} />
          </li>
        ))}
      </List>
    );
  }

  return (
    <PageColumn $width="content">
      <PageTitle subtitle={t('mine.subtitle')} actions={createButton}>
        {t('mine.title')}
      </PageTitle>
      <TeamFilterField value={filter} onChange={setFilter} />
      {content}
      <CreateTeamModal open={creating} onClose={() => setCreating(false)} />
    </PageColumn>
  );
}
