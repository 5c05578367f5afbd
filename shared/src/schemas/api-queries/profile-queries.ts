import * as v from 'valibot';

/**
 * Path parameters of the profile area. A record id that is not a whole number from 1 to 2^31-1 is no
 * record (404, never a 500); a profile reference is a slug, or the id of a player without one.
 */
const MAX_ID = 2 ** 31 - 1;

export const RecordIdParamsSchema = v.object({ id: v.pipe(v.string(), v.description('numeric id')) });
export const UserRefParamsSchema = v.object({ slug: v.pipe(v.string(), v.description('the profile slug, or the numeric id of a player without one')) });

/** The id a path parameter names, or null when it names none. */
export function recordIdOf(text: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}
