import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TOURNAMENT_STATUS_CODES, type TournamentStatusCode } from '@portal/shared/constants';
import type { OrganizerTournament } from '@portal/shared/contracts';
import { formatLocalizedDate, tournamentStatusLabelKey } from '@portal/shared/domain';
import { useLocale } from '@portal/shared/platform';
import { Button, SelectField, toast } from '@portal/shared/ui';
import { serverMessageOf } from '@portal/shared/api-client';
import { useTournamentAction } from '../../api/organizer/tournament-action';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 720px;
`;

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }
`;

const AUTO = 'auto';

/** The status: it follows the dates unless set by hand; each manual change is listed (who, when, from, to). */
export function StatusPanel({ tournament }: { tournament: OrganizerTournament }) {
  const { t } = useTranslation('tournaments');
  const { t: tv } = useTranslation('validation');
  const locale = useLocale();
  const action = useTournamentAction(tournament.id);
  const [choice, setChoice] = useState<string>(tournament.status_override ?? AUTO);
  const label = (code: TournamentStatusCode | null) => (code === null ? t('organizer.status.auto') : tv(tournamentStatusLabelKey(code) ?? code));
  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    try {
      await action.mutateAsync({ kind: 'status', status: choice === AUTO ? null : (choice as TournamentStatusCode) });
      toast.success(t('organizer.status.saved'));
    } catch (error) {
      toast.error(serverMessageOf(error) ?? t('organizer.actionFailed'));
    }
  };
  return (
    <Panel data-testid="organizer-status">
      <p>{t('organizer.status.byDates', { status: label(tournament.status_by_dates) })}</p>
      <Row onSubmit={(event) => void submit(event)} aria-label={t('organizer.status.title')}>
        <SelectField
          label={t('organizer.status.choose')}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          options={[{ value: AUTO, label: t('organizer.status.auto') }, ...TOURNAMENT_STATUS_CODES.map((code) => ({ value: code, label: label(code) }))]}
        />
        <Button type="submit" disabled={action.isPending}>
          {t('organizer.save')}
        </Button>
      </Row>
      <h3>{t('organizer.status.audit')}</h3>
      {tournament.status_changes.length === 0 ? (
        <p>{t('organizer.status.noChanges')}</p>
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('organizer.status.when')}</th>
              <th scope="col">{t('organizer.status.who')}</th>
              <th scope="col">{t('organizer.status.from')}</th>
              <th scope="col">{t('organizer.status.to')}</th>
            </tr>
          </thead>
          <tbody>
            {tournament.status_changes.map((change) => (
              <tr key={change.id}>
                <td>{formatLocalizedDate(change.at, tournament.timezone, locale)}</td>
                <td>{change.by?.username ?? '—'}</td>
                <td>{label(change.from)}</td>
                <td>{label(change.to)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Panel>
  );
}
