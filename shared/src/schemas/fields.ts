import * as v from 'valibot';
import { GENERIC_MESSAGES } from '@portal/shared/constants';

/**
 * Building blocks of the schemas. `fields()` is v.object whose missing-key issue carries the field's own
 * message (what the field's schema says for undefined, e.g. its required code) instead of a generic one,
 * so a missing key and an empty value read the same to the user.
 */
type Entries = v.ObjectEntries;

function missingKeyMessage(entries: Entries) {
  return (issue: v.ObjectIssue): string => {
    const key = issue.path?.[issue.path.length - 1]?.key;
    const schema = typeof key === 'string' ? entries[key] : undefined;
    const config = { message: GENERIC_MESSAGES.default };
    return (schema && v.safeParse(schema, undefined, config).issues?.[0]?.message) || GENERIC_MESSAGES.default;
  };
}

export function fields<const TEntries extends Entries>(entries: TEntries) {
  return v.object(entries, missingKeyMessage(entries));
}

/** Text required after trimming; null and missing count as empty. */
export function requiredText(message: string) {
  return v.pipe(v.string(message), v.trim(), v.nonEmpty(message));
}

/** Optional text: missing or null becomes '' (trimmed). */
export function optionalText(message?: string) {
  return v.pipe(v.nullish(v.string(message), ''), v.trim());
}

/** A database id: a positive safe integer. */
export function id(message: string) {
  return v.pipe(v.number(message), v.safeInteger(message), v.minValue(1, message));
}

/** A non-empty list of distinct ids. */
export function idList(requiredMessage: string, itemMessage: string, distinctMessage: string) {
  return v.pipe(
    v.array(id(itemMessage), requiredMessage),
    v.nonEmpty(requiredMessage),
    v.check((ids) => new Set(ids).size === ids.length, distinctMessage),
  );
}
