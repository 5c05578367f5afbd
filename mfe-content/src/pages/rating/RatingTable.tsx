import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState } from '@portal/shared/ui';
import { TableIcon } from '../../components/icons';
import { RATING_COLUMNS, type RatingColumnSet } from './rating-boards';

const Frame = styled.div`
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
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
`;

export interface RatingTableProps {
  /** Title of the table (its caption). */
  caption: string;
  columns: RatingColumnSet;
  emptyTitle: string;
  emptyText: string;
}

/** A rating table: its caption and column headers, and the empty state while the board has no results. */
export function RatingTable({ caption, columns, emptyTitle, emptyText }: RatingTableProps) {
  const { t } = useTranslation('content');
  const names = RATING_COLUMNS[columns];
  return (
    <Frame>
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
        </Table>
      </Scroll>
      <EmptyState data-testid="rating-empty" icon={<TableIcon />} title={emptyTitle} text={emptyText} />
    </Frame>
  );
}
