import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessageOf } from '@portal/shared/api-client';
import { BRACKET_BEST_OF, BRACKET_TYPES, MLBB_GAME_ID, type BracketBestOf, type BracketType } from '@portal/shared/constants';
import type { BracketMatch, OrganizerTournament } from '@portal/shared/contracts';
import { formatLocalizedDate } from '@portal/shared/domain';
import { useLocale } from '@portal/shared/platform';
import { Button, EmptyState, QueryErrorState, SelectField, Skeleton, toast } from '@portal/shared/ui';
import { useBracketScore } from '../../api/match-play/bracket-score';
import { useCreateBracket } from '../../api/match-play/create-bracket';
import { useOrganizerBrackets } from '../../api/match-play/organizer-brackets';
import { BracketView } from '../../components/brackets/BracketView';
import { WarningIcon } from '../../components/icons';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
`;

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
  padding: ${({ theme }) => theme.space(2)};
`;

/** A finger high (44 px) on a phone; 16 px text so phones do not zoom into it. */
const ScoreInput = styled.input`
  box-sizing: border-box;
  width: 56px;
  min-height: 44px;
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizes.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
`;

const Audit = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/** A series' score under a match whose two teams are known. */
function ScoreForm({ stageId, match }: { stageId: number; match: BracketMatch }) {
  const { t } = useTranslation('tournaments');
  const id = useId();
  const [one, setOne] = useState(String(match.opponent1?.score ?? 0));
  const [two, setTwo] = useState(String(match.opponent2?.score ?? 0));
  const mutation = useBracketScore();
  if (!match.opponent1?.team || !match.opponent2?.team) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(
      { stageId, matchId: match.id, input: { opponent1_score: Number(one), opponent2_score: Number(two) } },
      { onSuccess: () => toast.success(t('brackets.saved')), onError: (error) => toast.error(serverMessageOf(error) ?? t('organizer.actionFailed')) },
    );
  };
  return (
    <Row onSubmit={submit} data-testid="bracket-score-form">
      <label htmlFor={`${id}-1`}>{match.opponent1.team.name}</label>
      <ScoreInput id={`${id}-1`} type="number" min={0} max={4} value={one} onChange={(event) => setOne(event.target.value)} />
      <ScoreInput id={`${id}-2`} type="number" min={0} max={4} value={two} onChange={(event) => setTwo(event.target.value)} aria-label={match.opponent2.team.name} />
      <Button type="submit" disabled={mutation.isPending}>
        {t('brackets.saveScore')}
      </Button>
    </Row>
  );
}

/** Creates a stage's bracket: type and series length. */
function CreateForm({ stageId }: { stageId: number }) {
  const { t } = useTranslation('tournaments');
  const [type, setType] = useState<BracketType>('single_elimination');
  const [bestOf, setBestOf] = useState<BracketBestOf>(3);
  const mutation = useCreateBracket();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(
      { stageId, input: { type, best_of: bestOf } },
      { onSuccess: () => toast.success(t('brackets.created')), onError: (error) => toast.error(serverMessageOf(error) ?? t('organizer.actionFailed')) },
    );
  };
  return (
    <Row onSubmit={submit} data-testid="bracket-create-form">
      <SelectField label={t('brackets.type')} value={type} onChange={(event) => setType(event.target.value as BracketType)} options={BRACKET_TYPES.map((value) => ({ value, label: t(`brackets.types.${value}`) }))} />
      <SelectField label={t('brackets.bestOf')} value={String(bestOf)} onChange={(event) => setBestOf(Number(event.target.value) as BracketBestOf)} options={BRACKET_BEST_OF.map((value) => ({ value: String(value), label: `Bo${value}` }))} />
      <Button type="submit" disabled={mutation.isPending}>
        {t('brackets.create')}
      </Button>
    </Row>
  );
}

/** The organiser's brackets: per stage its bracket with score forms, or the form to create it; the score audit. */
export function BracketsPanel({ tournament }: { tournament: OrganizerTournament }) {
  const { t } = useTranslation('tournaments');
  const locale = useLocale();
  const mlbb = tournament.game.id === MLBB_GAME_ID;
  const query = useOrganizerBrackets(tournament.id);
  if (!mlbb) return <EmptyState title={t('brackets.mlbbOnly')} />;
  if (query.isPending) return <Skeleton lines={6} />;
  if (query.isError) return <QueryErrorState framed icon={<WarningIcon />} title={t('brackets.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Panel data-testid="organizer-brackets">
      {query.data.stages.map((stage) => (
        <section key={stage.id} data-testid="organizer-bracket-stage" data-stage={stage.id}>
          <h3>
            {stage.name} · {t('brackets.teams', { n: stage.accepted_teams })}
          </h3>
          {stage.bracket ? <BracketView bracket={stage.bracket} matchActions={(match) => (match.status === 'ready' || match.status === 'running' || match.status === 'completed' ? <ScoreForm stageId={stage.id} match={match} /> : null)} /> : <CreateForm stageId={stage.id} />}
        </section>
      ))}
      <section>
        <h3>{t('brackets.audit')}</h3>
        {query.data.changes.length === 0 ? (
          <p>{t('brackets.noChanges')}</p>
        ) : (
          <Audit data-testid="bracket-audit">
            {query.data.changes.map((change) => (
              <li key={change.id}>
                {t('brackets.change', {
                  who: change.changed_by?.username ?? '—',
                  when: formatLocalizedDate(change.created_at, null, locale),
                  match: change.match_id,
                  before: change.before.opponent1_score === null ? '—' : `${change.before.opponent1_score}:${change.before.opponent2_score}`,
                  after: `${change.after.opponent1_score}:${change.after.opponent2_score}`,
                })}
              </li>
            ))}
          </Audit>
        )}
      </section>
    </Panel>
  );
}
