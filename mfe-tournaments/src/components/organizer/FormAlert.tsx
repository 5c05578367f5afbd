import styled from 'styled-components';

const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: rgba(239, 68, 68, 0.12);
  font-size: ${({ theme }) => theme.font.sizes.sm};
  overflow-wrap: anywhere;
`;

/** The message of a failed save, above the button (announced to screen readers). */
export function FormAlert({ message }: { message: string | undefined }) {
  return message ? (
    <Alert role="alert" data-testid="form-alert">
      {message}
    </Alert>
  ) : null;
}
