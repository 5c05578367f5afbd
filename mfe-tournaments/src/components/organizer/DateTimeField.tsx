import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { errorOf } from '@portal/shared/forms';
import { TextField } from '@portal/shared/ui';
import { fromLocalInput, toLocalInput } from '../../lib/organizer/local-time';

export interface DateTimeFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  /** IANA timezone the time is typed in. */
  timezone: string;
  hint?: string;
}

/** A moment typed as the local date and time of the tournament's timezone, kept as ISO UTC in the form. */
export function DateTimeField<T extends FieldValues, TOut extends FieldValues>({ control, name, label, timezone, hint }: DateTimeFieldProps<T, TOut>) {
  const { field, formState } = useController({ control, name });
  return (
    <TextField
      type="datetime-local"
      label={label}
      hint={hint}
      name={field.name}
      ref={field.ref}
      value={toLocalInput(field.value as string, timezone)}
      onChange={(event) => field.onChange(fromLocalInput(event.target.value, timezone))}
      onBlur={field.onBlur}
      error={errorOf(formState.errors, name)}
    />
  );
}
