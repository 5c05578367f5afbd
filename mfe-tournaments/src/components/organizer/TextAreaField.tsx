import type { Ref, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldError, FieldInput, FieldLabel, FieldRoot, useFieldIds } from '@portal/shared/ui';

const Area = styled(FieldInput).attrs({ as: 'textarea' })`
  min-height: 120px;
  padding-top: ${({ theme }) => theme.space(2)};
  resize: vertical;
  font-family: inherit;
`;

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: string;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text (the organiser's description, rules and info) with its error under it. */
export function TextAreaField({ label, hint, error, id: explicitId, ref, ...area }: TextAreaFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(explicitId, Boolean(hint), Boolean(error));
  return (
    <FieldRoot>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Area ref={ref as never} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} $invalid={Boolean(error)} {...(area as object)} />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hint ? <p id={hintId}>{hint}</p> : null}
    </FieldRoot>
  );
}
