import styled from 'styled-components';

/** The message block of the 404 and error pages. */
export const ErrorCard = styled.section`
  width: 100%;
  max-width: 560px;
  display: grid;
  justify-items: center;
  gap: 14px;
  text-align: center;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.lg};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const ErrorCode = styled.p`
  && {
    font-size: 72px;
    font-weight: 800;
    line-height: 1;
    color: ${({ theme }) => theme.colors.primary};
  }
`;
