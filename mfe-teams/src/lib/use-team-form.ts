import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as v from 'valibot';
import { GENERIC_MESSAGES } from '@portal/shared/constants';

/**
 * A team form on a shared valibot schema (the one the API checks): codes shown under each field, checked
 * on blur and then on change (spec section 5).
 */
export function useTeamForm<TSchema extends v.GenericSchema<FieldValues, FieldValues>>(schema: TSchema, defaultValues?: DefaultValues<v.InferInput<TSchema>>) {
  return useForm<v.InferInput<TSchema>, unknown, v.InferOutput<TSchema>>({
    resolver: valibotResolver(schema, { message: GENERIC_MESSAGES.default }),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues,
  });
}
