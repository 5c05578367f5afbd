import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { GAMES } from '@portal/shared/constants';
import { useSession } from '@portal/shared/platform';
import { Button, ButtonLink, GamepadIcon, PageColumn, PageTitle, Pagination, QueryErrorState, SelectField, SkeletonBlock } from '@portal/shared/ui';
import { useCustomGames } from '../../api/match-play/custom-games';
import { EmptyList } from '../../components/EmptyList';
import { useTournamentPaths } from '../../lib/tournament-paths';
import { OpenRoomForm } from './OpenRoomForm';
import { RoomCard } from './RoomCard';
import { WarningIcon } from '../../components/icons';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const ALL = 'all';

/** /custom-games: custom rooms to browse and join; signed-in players open their own. */
export default function CustomGamesPage() {
  const { t } = useTranslation('tournaments');
  const paths = useTournamentPaths();
  const { authenticated } = useSession();
  const [game, setGame] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [opening, setOpening] = useState(false);
  const rooms = useCustomGames(game, page);
  return (
    <PageColumn $gap={5}>
      <PageTitle subtitle={t('customGames.subtitle')}>{t('customGames.title')}</PageTitle>
      <Toolbar>
        <SelectField
          label={t('customGames.game')}
          value={game === null ? ALL : String(game)}
          onChange={(event) => {
            setGame(event.target.value === ALL ? null : Number(event.target.value));
            setPage(1);
          }}
          options={[{ value: ALL, label: t('customGames.allGames') }, ...Object.values(GAMES).map((g) => ({ value: String(g.id), label: g.idLabel.replace(' ID', '') }))]}
        />
        {authenticated ? (
          <Button type="button" $variant="secondary" onClick={() => setOpening((open) => !open)} aria-expanded={opening}>
            {t('customGames.openTitle')}
          </Button>
        ) : null}
      </Toolbar>
      {opening ? <OpenRoomForm onDone={() => setOpening(false)} /> : null}
      {rooms.isPending ? (
        <Grid aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <SkeletonBlock key={i} $height="200px" />
          ))}
        </Grid>
      ) : rooms.isError ? (
        <QueryErrorState framed icon={<WarningIcon />} title={t('customGames.loadFailed')} error={rooms.error} onRetry={() => void rooms.refetch()} />
      ) : rooms.data.data.length === 0 ? (
        <EmptyList
          label={t('customGames.title')}
          icon={<GamepadIcon />}
          title={t('customGames.emptyTitle')}
          text={t('customGames.emptyText')}
          action={
            <ButtonLink to={paths.list()} $variant="secondary">
              {t('customGames.toTournaments')}
            </ButtonLink>
          }
        />
      ) : (
        <Grid data-testid="custom-games">
          {rooms.data.data.map((room) => (
            <RoomCard key={room.id} room={room} />
          ))}
        </Grid>
      )}
      {rooms.data && rooms.data.meta.last_page > 1 ? <Pagination page={page} lastPage={rooms.data.meta.last_page} onChange={setPage} /> : null}
    </PageColumn>
  );
}
