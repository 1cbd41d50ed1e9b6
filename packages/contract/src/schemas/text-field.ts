import { z } from 'zod';

/** Half of a UTF-16 surrogate pair without its other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The validation message; the API prefixes the field's name ("fullName: must not contain …"). */
export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/** True when `value` can be stored as PostgreSQL text (no NUL) and encoded as UTF-8 (no lone surrogate). */
export function isSafeText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * The string every request field is built from (issue 18): PostgreSQL cannot store NUL in text and
 * UTF-8 cannot encode a lone surrogate, so such input is refused here with 400 and the field's name
 * instead of failing in the database with 500.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE, abort: true });
