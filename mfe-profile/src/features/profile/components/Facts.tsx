import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MutedText } from '@portal/shared/ui';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(160px, 220px) minmax(0, 1fr);
  }
`;

/** Groups a term with its value without breaking the grid. */
const Group = styled.div`
  display: contents;
`;

const Value = styled.dd`
  margin: 0;
  overflow-wrap: anywhere;
`;

export interface Fact {
  id: string;
  label: ReactNode;
  value: ReactNode;
}

/** Read-only label and value pairs (a description list), stacked on phones. */
export function Facts({ items }: { items: readonly Fact[] }) {
  return (
    <List>
      {items.map((item) => (
        <Group key={item.id} data-fact={item.id}>
          <MutedText as="dt" $size="sm">{item.label}</MutedText>
          <Value>{item.value}</Value>
        </Group>
      ))}
    </List>
  );
}
