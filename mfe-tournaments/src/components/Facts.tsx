import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MutedText } from '@portal/shared/ui';

/** Key facts of a tournament as a description list: a label over its value, in a wrapping grid. */
export const FactList = styled.dl<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = 130 }) => $min}px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
`;

const Item = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Value = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Item>
      <MutedText as="dt" $size="xs">{label}</MutedText>
      <Value>{children}</Value>
    </Item>
  );
}
