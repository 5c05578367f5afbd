import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, surface } from '@portal/shared/ui';
import { TableIcon } from '../../components/icons';
import { RATING_COLUMNS, type RatingColumnSet } from './rating-boards';

const Frame = styled.div`
  min-width: 0;
  ${surface()}
`;

/** Wide column sets scroll sideways on narrow screens; the empty state below stays in view. */
const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  caption {
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
    text-align: start;
    font-weight: 600;
  }
  th {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizes.xs};
    font-weight: 600;
    text-align: start;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    white-space: nowrap;
  }
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  a {
    color: inherit;
    font-weight: 600;
  }
`;

export interface RatingTableProps {
  /** Title of the table (its caption). */
  caption: string;
  columns: RatingColumnSet;
  /** Cells of each row, in the order of the columns (none: the empty state). */
  rows: readonly { key: string | number; cells: readonly ReactNode[] }[];
  emptyTitle: string;
  emptyText: string;
  'data-testid'?: string;
}

/** A rating table: caption, column headers and rows, or the empty state while the board has no results. */
export function RatingTable({ caption, columns, rows, emptyTitle, emptyText, 'data-testid': testId }: RatingTableProps) {
  const { t } = useTranslation('content');
  const names = RATING_COLUMNS[columns];
  return (
    <Frame data-testid={testId}>
      <Scroll>
        <Table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {names.map((name) => (
                <th key={name} scope="col">
                  {t(`rating.columns.${name}`)}
                </th>
              ))}
            </tr>
          </thead>
          {rows.length > 0 ? (
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-testid="rating-row">
                  {row.cells.map((cell, i) => (
                    <td key={names[i] ?? i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          ) : null}
        </Table>
      </Scroll>
      {rows.length === 0 ? <EmptyState data-testid="rating-empty" icon={<TableIcon />} title={emptyTitle} text={emptyText} /> : null}
    </Frame>
  );
}
