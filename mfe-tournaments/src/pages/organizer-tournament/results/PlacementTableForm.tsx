import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as v from 'valibot';
import type { OrganizerTournament } from '@portal/shared/contracts';
import { placementPointsSchema } from '@portal/shared/schemas';
import { Button, SkeletonBlock, TextField } from '@portal/shared/ui';
import { usePlacementTable, useSavePlacementTable } from '../../../api/matches/placement-points';
import { failureText, issueText } from './failure-text';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  > :first-child {
    flex: 1 1 240px;
  }
`;

/** "10, 6, 5" -> [10, 6, 5]; anything that is not a number stays (NaN) for the schema to refuse. */
const parseTable = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter((part) => part !== '')
    .map(Number);

function TableForm({ tournamentId, initial, isOfficial }: { tournamentId: number; initial: readonly number[]; isOfficial: boolean }) {
  const { t } = useTranslation('tournaments');
  const save = useSavePlacementTable();
  const [text, setText] = useState(initial.join(', '));
  const [error, setError] = useState<string | undefined>();
  const submit = (table: number[]) => {
    const parsed = v.safeParse(placementPointsSchema, { placement_points: table });
    if (!parsed.success) {
      setError(issueText(parsed.issues));
      return;
    }
    setError(undefined);
    save.mutate({ tournamentId, body: { placement_points: table } }, { onSuccess: (next) => setText(next.placement_points.join(', ')), onError: (failure) => setError(failureText(failure, t('results.saveFailed'))) });
  };
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        submit(parseTable(text));
      }}
      aria-label={t('results.placementTable')}
    >
      <TextField label={t('results.placementTable')} hint={t(isOfficial ? 'results.placementOfficial' : 'results.placementOwn')} error={error} value={text} onChange={(event) => setText(event.target.value)} />
      <Button type="submit" $variant="secondary" disabled={save.isPending}>
        {t('results.saveTable')}
      </Button>
      {!isOfficial ? (
        <Button type="button" $variant="ghost" disabled={save.isPending} onClick={() => submit([])}>
          {t('results.officialTable')}
        </Button>
      ) : null}
    </Form>
  );
}

/** The tournament's placement table: points of places 1, 2, ... (later places 0), plus one point per kill. */
export function PlacementTableForm({ tournament }: { tournament: OrganizerTournament }) {
  const query = usePlacementTable(tournament.id);
  if (!query.data) return <SkeletonBlock $height="72px" />;
  return <TableForm key={query.data.placement_points.join(',')} tournamentId={tournament.id} initial={query.data.placement_points} isOfficial={query.data.is_official} />;
}
