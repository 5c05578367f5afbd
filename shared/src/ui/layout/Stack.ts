import styled from 'styled-components';

/** Children in a column with a gap between them (theme units, default 3, i.e. 12 px). */
export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 3 }) => theme.space($gap)};
`;
