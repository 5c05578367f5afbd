/**
 * Whether an error means the database cannot be reached or did not answer in time (rather than a bug or a
 * refused statement): the server is down or restarting, a connection was cut, no pooled connection came
 * within the pool's wait, or a statement ran past its timeout. Such failures answer 503
 * `errors.database_unavailable` (plugins/errors); the pool opens new connections by itself once it is back.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** SQLSTATEs: 08xxx connection exceptions, 57P01-57P03 shutdown/crash/cannot connect now, 57014 statement timeout (query_canceled), 53300 too many connections. */
const SQLSTATE = /^(08\d{3}|57P0[123]|57014|53300)$/;

const MESSAGES = [/^timeout exceeded when trying to connect$/, /^Connection terminated/, /^Query read timeout$/, /^Client has encountered a connection error and is not queryable$/, /^Cannot use a pool after calling end on the pool$/];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error (cause); walk a few levels.
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
