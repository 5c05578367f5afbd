import styled from 'styled-components';

const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(239, 68, 68, 0.12);
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  line-height: 1.4;
`;

/** A failure message inside a form or a modal (announced to screen readers); nothing without one. */
export function FormAlert({ message, 'data-testid': testId }: { message: string | null | undefined; 'data-testid'?: string }) {
  return message ? (
    <Alert role="alert" data-testid={testId}>
      {message}
    </Alert>
  ) : null;
}
