import styled from 'styled-components';

/** Vertical stack of a form's fields and buttons. */
export const Stack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

/** A row of secondary links under a form, wrapping on narrow screens. */
export const LinkRow = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

/** Plain text of a step (a notice, an explanation). */
export const Text = styled.p`
  margin: 0;
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

/** The "forgot password" link right under a password field, at its end. */
export const ForgotRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: -${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;
