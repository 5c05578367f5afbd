import type { ReactNode } from 'react';
import styled from 'styled-components';

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

const Term = styled.dt`
  font-size: ${({ theme }) => theme.font.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
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
      <Term>{label}</Term>
      <Value>{children}</Value>
    </Item>
  );
}
