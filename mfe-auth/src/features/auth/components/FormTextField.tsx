import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldErrors, FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { errorOf } from '@portal/shared/forms';
import { PasswordField, TextField } from '@portal/shared/ui';

export interface FormTextFieldProps<T extends FieldValues> extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  /** Shown under the field while it has no error. */
  hint?: ReactNode;
  field: UseFormRegisterReturn;
  errors: FieldErrors<T>;
}

/** A text field bound to react-hook-form, with its translated error under it; a password one can be shown. */
export function FormTextField<T extends FieldValues>({ label, field, errors, type, ...input }: FormTextFieldProps<T>) {
  if (type === 'password') return <PasswordField label={label} error={errorOf(errors, field.name)} {...input} {...field} />;
  return <TextField label={label} error={errorOf(errors, field.name)} type={type} {...input} {...field} />;
}
