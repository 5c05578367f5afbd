/** The constraint a unique violation broke ('' when the driver does not name it), or null for other errors. */
export function uniqueViolation(error: unknown): string | null {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const details = cause as { code?: unknown; constraint?: unknown };
  if (details.code !== '23505') return null;
  return typeof details.constraint === 'string' ? details.constraint : '';
}
