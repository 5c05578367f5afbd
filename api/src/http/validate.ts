import type * as v from 'valibot';
import { validateInput } from '@portal/shared/schemas';
import { validationFailed } from './http-error';

/**
 * Validates a request part with a shared valibot schema (the one the forms use) and returns the typed
 * output, or throws 422 with `{ field: [codes] }` exactly as validateInput reports them.
 */
export function parseWith<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = validateInput(schema, input ?? {});
  if (!result.success) throw validationFailed(result.errors);
  return result.output;
}
