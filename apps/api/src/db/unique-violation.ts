/** PostgreSQL's SQLSTATE for a unique violation, as both node-postgres and PGlite report it. */
const UNIQUE_VIOLATION = '23505';

/**
 * True when the error, or one it wraps (Drizzle puts the driver's error in `cause`), is a duplicate
 * key; with `constraint`, only a duplicate of that constraint (named on the error, or in its message).
 * The one place the API recognises a duplicate key (issue 33 item 4, decision 095).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === UNIQUE_VIOLATION) {
      if (constraint === undefined || candidate.constraint === constraint) return true;
      if (typeof candidate.message === 'string' && candidate.message.includes(constraint)) return true;
    }
    current = candidate.cause;
  }
  return false;
}
