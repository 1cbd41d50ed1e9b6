import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './unique-violation';

const duplicate = Object.assign(new Error('duplicate key value violates unique constraint "users_phone_unique"'), {
  code: '23505',
  constraint: 'users_phone_unique',
});

describe('isUniqueViolation', () => {
  it('recognises the driver’s error, and the same error wrapped by Drizzle', () => {
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: duplicate }))).toBe(true);
  });

  it('matches a named constraint on the error or in its message (PGlite names it only there)', () => {
    expect(isUniqueViolation(duplicate, 'users_phone_unique')).toBe(true);
    const pgliteStyle = Object.assign(new Error('duplicate key value violates unique constraint "orders_payment_reference_unique"'), {
      code: '23505',
    });
    expect(isUniqueViolation(new Error('Failed query', { cause: pgliteStyle }), 'orders_payment_reference_unique')).toBe(true);
    expect(isUniqueViolation(duplicate, 'orders_payment_reference_unique')).toBe(false);
  });

  it('is false for other errors and for what is not an error', () => {
    expect(isUniqueViolation(Object.assign(new Error('not null'), { code: '23502' }))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
