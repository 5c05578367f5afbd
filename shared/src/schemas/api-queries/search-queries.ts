import * as v from 'valibot';
import { GENERIC_MESSAGES, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@portal/shared/constants';
import { encodeErrorCode } from '@portal/shared/contracts';

/** GET /v1/client/search?q=: part of a player's or a team's name, 2 to 50 characters after trimming. */
export const SearchQuerySchema = v.object({
  q: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.minLength(SEARCH_MIN_LENGTH, encodeErrorCode(GENERIC_MESSAGES.min, { length: SEARCH_MIN_LENGTH })),
    v.maxLength(SEARCH_MAX_LENGTH, encodeErrorCode(GENERIC_MESSAGES.max, { length: SEARCH_MAX_LENGTH })),
    v.description(`part of a name, ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters`),
  ),
});

/** A search term as a LIKE pattern matching it anywhere, case-insensitively (%, _ and backslash taken literally). */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
