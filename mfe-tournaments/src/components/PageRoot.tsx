import styled from 'styled-components';

/** Root of every page of the area; pages give it data-page="<route id>" (the e2e tests find pages by it). */
export const PageRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;
