import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { GridGroup, TournamentDetail } from '@portal/shared/contracts';
import { currentStageIndex } from '@portal/shared/domain';
import { MutedText, QueryErrorState, SkeletonBlock, surface, Tabs } from '@portal/shared/ui';
import { useGroupResults } from '../../api/matches/group-results';
import { useTournamentGrid } from '../../api/matches/tournament-grid';
import { GroupTime } from '../../components/matches/GroupTime';
import { StandingsTable } from '../../components/matches/StandingsTable';
import { WarningIcon } from '../../components/icons';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  ${surface({ padding: 4 })}
  scroll-margin-top: 80px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.md};
`;

const Group = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  & + & {
    margin-top: ${({ theme }) => theme.space(4)};
  }
`;

const GroupName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/** Rows of a standings table while it loads: the height of a short table, so nothing jumps. */
const LOADING_ROWS = 4;

function GroupStandings({ group, hash, timezone }: { group: GridGroup; hash: string | null; timezone: string }) {
  const { t } = useTranslation('tournaments');
  const results = useGroupResults(group.id, hash, group.results_published);
  let body;
  if (!group.results_published) body = <MutedText $size="sm">{t('standings.notPublished')}</MutedText>;
  else if (results.isPending)
    body = (
      <div aria-busy="true">
        {Array.from({ length: LOADING_ROWS }, (_, i) => (
          <SkeletonBlock key={i} $height="33px" style={{ marginBottom: 2 }} />
        ))}
      </div>
    );
  else if (results.isError) body = <QueryErrorState framed icon={<WarningIcon />} title={t('standings.loadFailed')} error={results.error} onRetry={() => void results.refetch()} />;
  else if (results.data.group_results.every((row) => row.matches_played === 0)) body = <MutedText $size="sm">{t('standings.noResults')}</MutedText>;
  else body = <StandingsTable rows={results.data.group_results} placementPoints={results.data.placement_points} caption={t('standings.caption', { group: group.name })} />;
  return (
    <Group data-testid="standings-group" data-group={group.id}>
      <GroupName>{group.name}</GroupName>
      <MutedText $size="sm">
        <GroupTime gameTime={group.game_time} timezone={timezone} />
      </MutedText>
      {body}
    </Group>
  );
}

/**
 * The standings of a PUBG tournament (#standings): a tab per stage, opening on the current stage, each
 * group's published standings with the placement table and the tiebreak rule. Every time is written in the
 * tournament's time zone (plus the viewer's own after mounting), so the groups of a stage never disagree.
 * MLBB tournaments show their brackets instead.
 */
export function StandingsSection({ tournament }: { tournament: TournamentDetail }) {
  const { t } = useTranslation('tournaments');
  const [searchParams] = useSearchParams();
  const hash = searchParams.get('hash');
  const grid = useTournamentGrid(tournament.slug, hash);
  if (tournament.game_slug !== 'pubg' || tournament.stages.length === 0) return null;
  let body;
  if (grid.isPending) body = <SkeletonBlock $height="160px" />;
  else if (grid.isError) body = <QueryErrorState framed icon={<WarningIcon />} title={t('standings.loadFailed')} error={grid.error} onRetry={() => void grid.refetch()} />;
  else {
    const { stages } = grid.data;
    const { timezone } = tournament;
    const current = stages[currentStageIndex(stages, Date.now())];
    body = (
      <Tabs
        label={t('standings.stages')}
        memoryScope="standings"
        initialTab={current ? `standings-${current.id}` : undefined}
        tabs={stages.map((stage) => ({
          id: `standings-${stage.id}`,
          label: stage.name,
          content: stage.groups.length === 0 ? <MutedText $size="sm">{t('stages.noGroups')}</MutedText> : stage.groups.map((group) => <GroupStandings key={group.id} group={group} hash={hash} timezone={timezone} />),
        }))}
      />
    );
  }
  return (
    <Section id="standings" aria-labelledby="standings-title" data-testid="standings">
      <Title id="standings-title">{t('standings.title')}</Title>
      {body}
    </Section>
  );
}
