import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './unique-violation';

describe('isUniqueViolation', () => {
  const pgError = Object.assign(new Error('duplicate key value violates unique constraint "shops_name_key_unique"'), {
    code: '23505',
    constraint: 'shops_name_key_unique',
  });

  it('finds the violation through Drizzle’s wrapping cause', () => {
    expect(isUniqueViolation(new Error('Failed query', { cause: pgError }))).toBe(true);
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
  });

  it('tells one index from another, by name or (PGlite) by message', () => {
    expect(isUniqueViolation(pgError, 'shops_name_key_unique')).toBe(true);
    expect(isUniqueViolation(pgError, 'users_email_lower_unique')).toBe(false);
    const pglite = Object.assign(new Error('duplicate key value violates unique constraint "users_email_lower_unique"'), { code: '23505' });
    expect(isUniqueViolation(pglite, 'users_email_lower_unique')).toBe(true);
  });

  it('is false for anything else', () => {
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(Object.assign(new Error('fk'), { code: '23503' }))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
