/**
 * The one test for PostgreSQL's unique_violation (23505), from either driver and through any chain of
 * `cause`s (Drizzle wraps the driver's error); with `constraint`, only a violation of that index.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (candidate.code !== '23505') continue;
    if (constraint === undefined) return true;
    if (candidate.constraint === constraint) return true;
    // PGlite names the index only in its message.
    if (typeof candidate.message === 'string' && candidate.message.includes(constraint)) return true;
  }
  return false;
}
