import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { ErrorText, FieldRoot, Hint, Input, Label } from './field-styles';
import { useFieldIds } from './useFieldIds';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  /** Shown under the field when there is no error. */
  hint?: ReactNode;
  /** Translated error text shown under the field. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its error text and hint under it (works with react-hook-form's register). */
export function TextField({ label, hint, error, id: explicitId, ref, ...input }: TextFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(explicitId, Boolean(hint), Boolean(error));
  return (
    <FieldRoot>
      <Label htmlFor={id}>{label}</Label>
      <Input ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} $invalid={Boolean(error)} {...input} />
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </FieldRoot>
  );
}
