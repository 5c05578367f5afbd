import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { GAMES } from '@portal/shared/constants';
import type { OrganizerTournament } from '@portal/shared/contracts';
import { Badge, Button, MutedText, QueryErrorState, SelectField, SkeletonBlock, Stack } from '@portal/shared/ui';
import { useOrganizerResults, useResultsWrite } from '../../../api/matches/organizer-results';
import { StandingsTable } from '../../../components/matches/StandingsTable';
import { AuditList } from './AuditList';
import { failureText } from './failure-text';
import { MatchEditor } from './MatchEditor';
import { PlacementTableForm } from './PlacementTableForm';
import { WarningIcon } from '../../../components/icons';

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.md};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

function GroupResultsEditor({ groupId, timezone }: { groupId: number; timezone: string }) {
  const { t } = useTranslation('tournaments');
  const query = useOrganizerResults(groupId);
  const write = useResultsWrite();
  const [error, setError] = useState<string | null>(null);
  if (query.isPending) return <SkeletonBlock $height="240px" />;
  if (query.isError) return <QueryErrorState framed icon={<WarningIcon />} title={t('results.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  const results = query.data;
  const publish = () =>
    write.mutate({ kind: 'publish', groupId }, { onSuccess: () => setError(null), onError: (failure) => setError(failureText(failure, t('results.publishFailed'))) });
  return (
    <>
      <Stack as="section" $gap={2} aria-label={t('results.standings')}>
        <Row>
          <Title>{t('results.standings')}</Title>
          <span data-testid="results-published">
            <Badge variant={results.published_at ? 'accepted' : 'pending'}>{t(results.published_at ? 'results.published' : 'results.draft')}</Badge>
          </span>
        </Row>
        {results.teams.length === 0 ? <MutedText $size="sm">{t('results.noTeams')}</MutedText> : null}
        {results.match_count > 0 ? <StandingsTable rows={results.group_results} placementPoints={results.placement_points} caption={t('standings.caption', { group: results.group.name })} /> : <MutedText $size="sm">{t('standings.noResults')}</MutedText>}
        <Row>
          <Button type="button" $variant="secondary" onClick={publish} disabled={write.isPending || results.match_count === 0} data-testid="publish-results">
            {t(results.published_at ? 'results.republish' : 'results.publish')}
          </Button>
          {error ? <MutedText $size="sm" role="alert">{error}</MutedText> : null}
        </Row>
      </Stack>
      {results.teams.length > 0 ? (
        <Stack as="section" $gap={2}>
          <Title>{t('results.enter')}</Title>
          <MatchEditor key={`${groupId}-${results.match_count}`} results={results} />
        </Stack>
      ) : null}
      <Stack as="section" $gap={2}>
        <Title>{t('results.audit')}</Title>
        <AuditList results={results} timezone={timezone} />
      </Stack>
    </>
  );
}

/**
 * The organiser's Results tab (#results): choose a group, enter or correct its matches (placements and
 * kills), see the standings as they recompute, publish them to the teams, and read every change in the
 * audit list; the tournament's placement table above. PUBG tournaments only.
 */
export function ResultsPanel({ tournament }: { tournament: OrganizerTournament }) {
  const { t } = useTranslation('tournaments');
  const groups = tournament.stages.flatMap((stage) => stage.groups.map((group) => ({ value: String(group.id), label: `${stage.name} · ${group.name}`, teams: group.teams_count })));
  const [groupId, setGroupId] = useState<string>(() => groups.find((g) => g.teams > 0)?.value ?? groups[0]?.value ?? '');
  if (tournament.game_id !== GAMES.pubg.id) return <MutedText $size="sm">{t('results.pubgOnly')}</MutedText>;
  return (
    <Stack $gap={4} data-testid="results-panel">
      <PlacementTableForm tournament={tournament} />
      {groups.length === 0 ? (
        <MutedText $size="sm">{t('results.noGroups')}</MutedText>
      ) : (
        <>
          <SelectField label={t('results.group')} options={groups} value={groupId} onChange={(event) => setGroupId(event.target.value)} data-testid="results-group" />
          {groupId ? <GroupResultsEditor key={groupId} groupId={Number(groupId)} timezone={tournament.timezone} /> : null}
        </>
      )}
    </Stack>
  );
}
