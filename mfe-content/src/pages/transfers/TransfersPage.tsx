import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { GAMES } from '@portal/shared/constants';
import { routePath, type Transfer } from '@portal/shared/contracts';
import { formatLocalizedDate } from '@portal/shared/domain';
import { useLocale, useLocalizedPath } from '@portal/shared/platform';
import { Avatar, Badge, EmptyState, LinkTabs, NotFoundIcon, PageColumn, PageTitle, Pagination, QueryErrorState, SkeletonBlock, surface, TeamIcon } from '@portal/shared/ui';
import { useTransfers } from '../../features/transfers/api/transfers';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  ${surface({ padding: 3, radius: 'md' })}
  a {
    color: inherit;
    font-weight: 600;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const GAME_FILTERS = [GAMES.pubg.slug, GAMES.mlbb.slug] as const;

function TransferItem({ transfer }: { transfer: Transfer }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const localized = useLocalizedPath();
  const team = (ref: Transfer['from_team']) => (ref ? <Link to={localized(routePath('teams.public', { slug: ref.slug }))}>{ref.name}</Link> : t('transfers.deletedTeam'));
  return (
    <Item data-testid="transfer">
      <Avatar avatar={transfer.player.avatar} alt="" size={36} />
      <div>
        <Link to={localized(routePath('user', { slug: transfer.player.slug ?? String(transfer.player.id) }))}>{transfer.player.username}</Link>{' '}
        {transfer.kind === 'join' ? (
          <>
            {t('transfers.joined')} {team(transfer.to_team)}
          </>
        ) : transfer.kind === 'leave' ? (
          <>
            {t('transfers.left')} {team(transfer.from_team)}
          </>
        ) : (
          <>
            {t('transfers.moved')} {team(transfer.from_team)} → {team(transfer.to_team)}
          </>
        )}
        <br />
        <small>{formatLocalizedDate(transfer.created_at, null, locale, 'D MMMM YYYY')}</small>
      </div>
      <Badge>{transfer.game.name}</Badge>
    </Item>
  );
}

/** /transfers: players joining, leaving and moving between teams, newest first, 10 per page, by game. */
export default function TransfersPage() {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const gameParam = params.get('game');
  const game = gameParam && (GAME_FILTERS as readonly string[]).includes(gameParam) ? gameParam : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useTransfers(game, page);
  const path = localized(routePath('transfers'));
  let body;
  if (query.isPending) body = <SkeletonBlock aria-hidden="true" $height="320px" />;
  else if (!query.data) body = <QueryErrorState icon={<NotFoundIcon />} error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.data.length === 0) body = <EmptyState data-testid="transfers-empty" icon={<TeamIcon />} title={t('transfers.empty.title')} text={t('transfers.empty.text')} />;
  else
    body = (
      <>
        <List data-testid="transfers">
          {query.data.data.map((transfer) => (
            <TransferItem key={transfer.id} transfer={transfer} />
          ))}
        </List>
        {query.data.meta.last_page > 1 ? (
          <Pagination
            page={query.data.meta.current_page}
            lastPage={query.data.meta.last_page}
            onChange={(next) => {
              const q = new URLSearchParams(params);
              q.set('page', String(next));
              setParams(q);
            }}
            data-testid="transfers-pagination"
          />
        ) : null}
      </>
    );
  return (
    <PageColumn $width="reading">
      <PageTitle subtitle={t('transfers.subtitle')}>{t('transfers.title')}</PageTitle>
      <LinkTabs
        label={t('news.filter.label')}
        look="chips"
        active={game ?? 'all'}
        tabs={[{ id: 'all', label: t('news.filter.all'), to: path }, ...GAME_FILTERS.map((slug) => ({ id: slug, label: t(`news.filter.${slug}`), to: `${path}?game=${slug}` }))]}
      />
      {body}
    </PageColumn>
  );
}
