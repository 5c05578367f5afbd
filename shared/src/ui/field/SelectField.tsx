import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { ErrorText, FieldRoot, Hint, Label, Select } from './field-styles';
import { useFieldIds } from './useFieldIds';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** First, empty choice (e.g. "Choose a game"). */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select with its error text and hint under it. */
export function SelectField({ label, options, placeholder, hint, error, id: explicitId, ref, ...select }: SelectFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(explicitId, Boolean(hint), Boolean(error));
  return (
    <FieldRoot>
      <Label htmlFor={id}>{label}</Label>
      <Select ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} $invalid={Boolean(error)} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </FieldRoot>
  );
}
