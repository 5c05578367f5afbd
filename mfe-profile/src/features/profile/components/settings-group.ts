import styled from 'styled-components';

/** A titled group of switches on the main information tab. */
export const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space(2)};
  padding: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: 600;
`;
