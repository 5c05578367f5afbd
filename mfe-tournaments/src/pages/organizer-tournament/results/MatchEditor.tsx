import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as v from 'valibot';
import type { OrganizerGroupResults } from '@portal/shared/contracts';
import { pubgMatchResultsSchema } from '@portal/shared/schemas';
import { Button, FieldError, SelectField, Stack } from '@portal/shared/ui';
import { useResultsWrite } from '../../../api/matches/organizer-results';
import { failureText, issueText } from './failure-text';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space(1)};
    text-align: left;
  }
  td:first-child {
    overflow-wrap: anywhere;
    width: 100%;
  }
  input {
    width: 72px;
    padding: ${({ theme }) => theme.space(1)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

type Lines = Record<number, { place: string; kills: string }>;

/** The lines of a match as the form holds them (empty for a new match). */
function linesOf(results: OrganizerGroupResults, matchNumber: number): Lines {
  const lines: Lines = {};
  for (const { stage_team_id } of results.teams) {
    const row = results.group_results.find((r) => r.stage_team_id === stage_team_id);
    const line = row?.group_match_results.find((m) => m.match_number === matchNumber);
    lines[stage_team_id] = { place: line ? String(line.place) : '', kills: line ? String(line.kills) : '' };
  }
  return lines;
}

/**
 * Enter or correct one match of a group: a placement and kills per team (a team left without a place did
 * not play it). The shared schema checks the lines before they are sent; the server checks them again.
 */
export function MatchEditor({ results }: { results: OrganizerGroupResults }) {
  const { t } = useTranslation('tournaments');
  const write = useResultsWrite();
  const [matchNumber, setMatchNumber] = useState(results.match_count + 1);
  const [lines, setLines] = useState<Lines>(() => linesOf(results, results.match_count + 1));
  const [error, setError] = useState<string | null>(null);
  const choose = (n: number) => {
    setMatchNumber(n);
    setLines(linesOf(results, n));
    setError(null);
  };
  const change = (stageTeamId: number, field: 'place' | 'kills', value: string) =>
    setLines((current) => ({ ...current, [stageTeamId]: { ...(current[stageTeamId] ?? { place: '', kills: '' }), [field]: value } }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      results: Object.entries(lines)
        .filter(([, line]) => line.place.trim() !== '')
        .map(([id, line]) => ({ stage_team_id: Number(id), place: Number(line.place), kills: line.kills.trim() === '' ? 0 : Number(line.kills) })),
    };
    const parsed = v.safeParse(pubgMatchResultsSchema, body);
    if (!parsed.success) {
      setError(issueText(parsed.issues));
      return;
    }
    setError(null);
    write.mutate(
      { kind: 'match', groupId: results.group.id, matchNumber, body },
      {
        onSuccess: (next) => {
          setMatchNumber(next.match_count + 1);
          setLines(linesOf(next, next.match_count + 1));
        },
        onError: (failure) => setError(failureText(failure, t('results.saveFailed'))),
      },
    );
  };
  const options = Array.from({ length: results.match_count + 1 }, (_, i) => ({
    value: String(i + 1),
    label: i + 1 > results.match_count ? t('results.newMatch', { n: i + 1 }) : t('results.matchN', { n: i + 1 }),
  }));
  return (
    <Stack as="form" onSubmit={submit} data-testid="match-editor" aria-label={t('results.editorLabel')}>
      <SelectField label={t('results.match')} options={options} value={String(matchNumber)} onChange={(event) => choose(Number(event.target.value))} data-testid="match-number" />
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('standings.team')}</th>
            <th scope="col">{t('results.place')}</th>
            <th scope="col">{t('standings.kills')}</th>
          </tr>
        </thead>
        <tbody>
          {results.teams.map(({ stage_team_id, team }) => (
            <tr key={stage_team_id} data-testid="editor-row" data-team={team.name}>
              <td>{team.name}</td>
              <td>
                <input
                  type="number"
                  min={1}
                  inputMode="numeric"
                  aria-label={t('results.placeOf', { team: team.name })}
                  value={lines[stage_team_id]?.place ?? ''}
                  onChange={(event) => change(stage_team_id, 'place', event.target.value)}
                />
              </td>
              <td>
                <input
                  type="number"
                  min={0}
                  inputMode="numeric"
                  aria-label={t('results.killsOf', { team: team.name })}
                  value={lines[stage_team_id]?.kills ?? ''}
                  onChange={(event) => change(stage_team_id, 'kills', event.target.value)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {error ? <FieldError role="alert">{error}</FieldError> : null}
      <div>
        <Button type="submit" disabled={write.isPending}>
          {t('results.save')}
        </Button>
      </div>
    </Stack>
  );
}
