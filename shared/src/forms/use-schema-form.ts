import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type * as v from 'valibot';
import { GENERIC_MESSAGES } from '@portal/shared/constants';

/** A schema a form can hold: its input is the form's values, its output what the submit handler receives. */
export type FormSchema = v.GenericSchema<FieldValues, FieldValues> | v.GenericSchemaAsync<FieldValues, FieldValues>;

export type SchemaFormOptions<TSchema extends FormSchema> = Omit<UseFormProps<v.InferInput<TSchema>, unknown, v.InferOutput<TSchema>>, 'resolver' | 'defaultValues'>;

/**
 * A form on a shared valibot schema, the one the API checks: the form's values are the schema's input
 * type and the submit handler receives its output type, so the form, the schema and the request body
 * agree without a cast. Errors are i18n codes (errorOf translates them), checked on blur and then on
 * change, not while a field is typed the first time; a failed submit keeps what was typed.
 */
export function useSchemaForm<TSchema extends FormSchema>(
  schema: TSchema,
  defaultValues?: DefaultValues<v.InferInput<TSchema>>,
  options: SchemaFormOptions<TSchema> = {},
): UseFormReturn<v.InferInput<TSchema>, unknown, v.InferOutput<TSchema>> {
  return useForm<v.InferInput<TSchema>, unknown, v.InferOutput<TSchema>>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    ...options,
    resolver: valibotResolver(schema, { message: GENERIC_MESSAGES.default }),
    defaultValues,
  });
}
