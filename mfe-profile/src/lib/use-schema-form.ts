import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as v from 'valibot';
import { GENERIC_MESSAGES } from '@portal/shared/constants';

/**
 * A settings form on a shared valibot schema (the one the API checks): errors are i18n codes shown under
 * each field, checked on blur and then on change (spec section 5); a failed save keeps what was typed.
 */
export function useSchemaForm<TSchema extends v.GenericSchema<FieldValues, FieldValues>>(schema: TSchema, defaultValues?: DefaultValues<v.InferInput<TSchema>>) {
  return useForm<v.InferInput<TSchema>, unknown, v.InferOutput<TSchema>>({
    resolver: valibotResolver(schema, { message: GENERIC_MESSAGES.default }),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues,
  });
}
