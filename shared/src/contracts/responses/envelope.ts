import * as v from 'valibot';
import { described, int, nullableInt } from './build';

/** meta of a list answer: `{ data: [...], meta }`. */
export const PageMetaSchema = v.object({
  current_page: described(int(), 'this page, from 1'),
  last_page: described(int(), 'the last page (1 when the list is empty)'),
  per_page: int(),
  total: described(int(), 'items in the whole list'),
  from: described(nullableInt(), 'position of the first item of this page (null when empty)'),
  to: described(nullableInt(), 'position of the last item of this page (null when empty)'),
});
export type PageMeta = v.InferOutput<typeof PageMetaSchema>;

export const ApiErrorBodySchema = described(
  v.object({
    message: described(v.string(), "human-readable message in the request's language (or an i18n key when no translation exists)"),
    errors: v.optional(described(v.record(v.string(), v.array(v.string())), 'field -> error codes (i18n keys, optionally with parameters: key|{"json":"params"})')),
    code: v.optional(described(v.string(), "machine-readable code of the failure as a whole, e.g. 'errors.unauthenticated'")),
  }),
  'Failure: message in the request language, code and field errors as i18n keys',
);
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;
