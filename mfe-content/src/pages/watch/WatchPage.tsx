import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { GAMES } from '@portal/shared/constants';
import { routePath } from '@portal/shared/contracts';
import { useLocalizedPath, useSession } from '@portal/shared/platform';
import { isStaff } from '@portal/shared/domain';
import { EmptyState, LinkTabs, NotFoundIcon, PageTitle, Pagination, PlayIcon, QueryErrorState, SectionHeader, SkeletonBlock } from '@portal/shared/ui';
import { useStreams } from '../../features/streams/api/streams';
import { BecomeStreamer } from '../../features/streamers/components/BecomeStreamer';
import { StreamerReview } from '../../features/streamers/components/StreamerReview';
import { StreamCard } from '../../features/streams/components/StreamCard';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const GAME_FILTERS = [GAMES.pubg.slug, GAMES.mlbb.slug] as const;

/** /watch: live streams first, then recent ones, per game. */
export default function WatchPage() {
  const { t } = useTranslation('content');
  const localized = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const gameParam = params.get('game');
  const game = gameParam && (GAME_FILTERS as readonly string[]).includes(gameParam) ? gameParam : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useStreams(game, page);
  const path = localized(routePath('watch'));
  const { user } = useSession();
  const staff = isStaff((user?.roles ?? []).map((role) => role.name));

  let body;
  if (query.isPending) body = <SkeletonBlock aria-hidden="true" $height="240px" />;
  else if (!query.data) body = <QueryErrorState icon={<NotFoundIcon />} error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.data.length === 0) body = <EmptyState data-testid="watch-empty" icon={<PlayIcon />} title={t('watch.empty.title')} text={t('watch.empty.text')} />;
  else {
    const live = query.data.data.filter((s) => s.is_live);
    const recent = query.data.data.filter((s) => !s.is_live);
    const { meta } = query.data;
    body = (
      <>
        {live.length > 0 ? (
          <section data-testid="watch-live">
            <SectionHeader>{t('watch.liveNow')}</SectionHeader>
            <Grid>
              {live.map((s) => (
                <StreamCard key={s.id} stream={s} />
              ))}
            </Grid>
          </section>
        ) : null}
        {recent.length > 0 ? (
          <section data-testid="watch-recent">
            <SectionHeader>{t('watch.recent')}</SectionHeader>
            <Grid>
              {recent.map((s) => (
                <StreamCard key={s.id} stream={s} />
              ))}
            </Grid>
          </section>
        ) : null}
        {meta.last_page > 1 ? (
          <Pagination
            page={meta.current_page}
            lastPage={meta.last_page}
            onChange={(next) => {
              const q = new URLSearchParams(params);
              q.set('page', String(next));
              setParams(q);
            }}
          />
        ) : null}
      </>
    );
  }
  return (
    <>
      <PageTitle subtitle={t('watch.subtitle')}>{t('watch.title')}</PageTitle>
      <BecomeStreamer />
      {staff ? <StreamerReview /> : null}
      <LinkTabs
        label={t('news.filter.label')}
        look="chips"
        active={game ?? 'all'}
        tabs={[{ id: 'all', label: t('news.filter.all'), to: path }, ...GAME_FILTERS.map((slug) => ({ id: slug, label: t(`news.filter.${slug}`), to: `${path}?game=${slug}` }))]}
      />
      {body}
    </>
  );
}
