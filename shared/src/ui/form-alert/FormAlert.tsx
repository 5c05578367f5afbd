import styled, { css } from 'styled-components';

/**
 * How the alert sits in its form: a tinted line (modals, team forms), a tinted box framed in red (sign-in and
 * organiser forms) or plain red text (settings forms).
 */
export type FormAlertLook = 'tinted' | 'framed' | 'plain';

const tint = css`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(239, 68, 68, 0.12);
`;

const LOOKS = {
  tinted: css`
    ${tint}
    color: ${({ theme }) => theme.colors.danger};
    line-height: 1.4;
  `,
  framed: css`
    ${tint}
    border: 1px solid ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  `,
  plain: css`
    color: ${({ theme }) => theme.colors.danger};
  `,
} as const;

const Alert = styled.p<{ $look: FormAlertLook }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  ${({ $look }) => LOOKS[$look]}
`;

export interface FormAlertProps {
  message: string | null | undefined;
  /** 'tinted' (default), 'framed' or 'plain'. */
  look?: FormAlertLook;
  /** The accessible name when the message alone does not say what failed. */
  'aria-label'?: string;
  /** 'form-alert' unless the situation names it otherwise. */
  'data-testid'?: string;
}

/** A failure message inside a form or a modal, above its button (announced to screen readers); nothing without one. */
export function FormAlert({ message, look = 'tinted', ...rest }: FormAlertProps) {
  return message ? (
    <Alert role="alert" $look={look} aria-label={rest['aria-label']} data-testid={rest['data-testid'] ?? 'form-alert'}>
      {message}
    </Alert>
  ) : null;
}
