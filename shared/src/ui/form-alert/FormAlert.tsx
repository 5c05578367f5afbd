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

export interface FormAlertProps {
  message: string | null | undefined;
  /** The accessible name when the message alone does not say what failed. */
  'aria-label'?: string;
  'data-testid'?: string;
}

/** A failure message inside a form or a modal (announced to screen readers); nothing without one. */
export function FormAlert({ message, ...rest }: FormAlertProps) {
  return message ? (
    <Alert role="alert" aria-label={rest['aria-label']} data-testid={rest['data-testid']}>
      {message}
    </Alert>
  ) : null;
}
