import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GroupResult } from '@portal/shared/contracts';
import { mutedText } from '@portal/shared/ui';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  th:nth-child(2),
  td:nth-child(2) {
    text-align: left;
    white-space: normal;
    overflow-wrap: anywhere;
    width: 100%;
  }
  tr[data-highlight='true'] td {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-weight: 600;
  }
  @media (max-width: 480px) {
    .wide {
      display: none;
    }
  }
`;

const Caption = styled.caption`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Rule = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  ${mutedText('xs')}
`;

export interface StandingsTableProps {
  rows: readonly GroupResult[];
  placementPoints: readonly number[];
  /** The stage team to highlight (the viewer's). */
  highlight?: number;
  caption: string;
}

/** A group's standings: place, team, matches, placement points, kills, points; the tiebreak rule under it. */
export function StandingsTable({ rows, placementPoints, highlight, caption }: StandingsTableProps) {
  const { t } = useTranslation('tournaments');
  return (
    <div>
      <Scroll>
        <Table data-testid="standings-table">
          <Caption>{caption}</Caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('standings.team')}</th>
              <th scope="col" className="wide">
                {t('standings.matches')}
              </th>
              <th scope="col" className="wide">
                {t('standings.placementPoints')}
              </th>
              <th scope="col">{t('standings.kills')}</th>
              <th scope="col">{t('standings.points')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.stage_team_id} data-testid="standings-row" data-highlight={row.stage_team_id === highlight}>
                <td>{row.place}</td>
                <td>{row.team.name}</td>
                <td className="wide">{row.matches_played}</td>
                <td className="wide">{row.placement_points}</td>
                <td>{row.kills}</td>
                <td>{row.points}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      <Rule>{t('standings.rule', { table: placementPoints.join(', ') })}</Rule>
    </div>
  );
}
