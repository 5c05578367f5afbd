import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldErrors, FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { errorOf } from '@portal/shared/forms';
import { TextField } from '@portal/shared/ui';

export interface FormTextFieldProps<T extends FieldValues> extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  /** Shown under the field while it has no error. */
  hint?: ReactNode;
  field: UseFormRegisterReturn;
  errors: FieldErrors<T>;
}

/** A text field bound to react-hook-form, with its translated error under it. */
export function FormTextField<T extends FieldValues>({ label, field, errors, ...input }: FormTextFieldProps<T>) {
  return <TextField label={label} error={errorOf(errors, field.name)} {...input} {...field} />;
}
