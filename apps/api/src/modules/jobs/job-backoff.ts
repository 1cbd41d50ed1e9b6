/**
 * Delay before the next attempt of a job that failed `attempts` times: exponential from `baseMs`
 * (base, 2×, 4×, …), capped at an hour.
 */
export function backoffMs(attempts: number, baseMs: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 20));
  return Math.min(baseMs * 2 ** exponent, 60 * 60_000);
}
