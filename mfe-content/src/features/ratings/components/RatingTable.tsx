import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, sidewaysScroll, surface } from '@portal/shared/ui';
import { TableIcon } from './icons';
import { RATING_COLUMNS, RATING_PRIMARY_COLUMNS, type RatingColumnSet } from '../lib/rating-boards';

const Frame = styled.div`
  min-width: 0;
  ${surface()}
`;

/** Wide column sets scroll sideways on narrow screens, and show it; the empty state below stays in view. */
const Scroll = styled.div`
  ${sidewaysScroll()}
  border-radius: inherit;
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
  /* A phone: each row is two lines, the primary columns first (place, name, points), the others below with
     their names; the header row is left to screen readers. */
  ${({ theme }) => theme.media.mobile} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tbody tr {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      column-gap: ${({ theme }) => theme.space(3)};
      row-gap: ${({ theme }) => theme.space(1)};
      padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    tbody tr::after {
      content: '';
      order: 50;
      flex-basis: 100%;
    }
    td {
      padding: 0;
      border-bottom: 0;
      white-space: normal;
    }
    td[data-primary='0'] {
      order: 0;
      flex: 0 0 auto;
      min-width: 1.75em;
    }
    td[data-primary='1'] {
      order: 1;
      flex: 1 1 0;
      min-width: 0;
      overflow-wrap: anywhere;
    }
    td[data-primary='2'] {
      order: 2;
      flex: 0 0 auto;
      margin-inline-start: auto;
      font-weight: 600;
    }
    td[data-primary='none'] {
      order: 100;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.font.sizes.xs};
    }
    td[data-primary='none']::before {
      content: attr(data-label) ': ';
    }
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
  const names: readonly string[] = RATING_COLUMNS[columns];
  const primary: readonly string[] = RATING_PRIMARY_COLUMNS[columns];
  /** Where a column goes on a phone: its place on the first line, or 'none' for the second line. */
  const slotOf = (name: string | undefined) => {
    const index = name === undefined ? -1 : primary.indexOf(name);
    return index >= 0 ? String(index) : 'none';
  };
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
                  {row.cells.map((cell, i) => {
                    const name = names[i];
                    const slot = slotOf(name);
                    return (
                      <td key={name ?? i} data-primary={slot} data-label={name ? t(`rating.columns.${name}`) : undefined}>
                        {cell}
                      </td>
                    );
                  })}
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
