import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MESSAGES } from '@campus/contract';
import { createOperator } from '../../test/personas';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  auth = (await createOperator(t.app)).auth;
});
afterAll(() => t?.close());

const ledger = (from: string, to: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/ledger?from=${from}&to=${to}`, headers: auth });

describe(`the ledger's dates (${testDatabaseKind})`, () => {
  it.each([
    ['2026-02-30', '2026-03-01', 'from'],
    ['2026-13-01', '2026-12-31', 'from'],
    ['2026-00-10', '2026-01-10', 'from'],
    ['2026-04-01', '2026-04-31', 'to'],
    ['2025-02-01', '2025-02-29', 'to'],
  ])('from=%s to=%s: 400, %s is not a real date', async (from, to, field) => {
    const response = await ledger(from, to);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: DAY_MESSAGES.notReal, code: 'invalid_input', field });
  });

  it('takes real dates, a leap day among them, and still says when a range runs backwards', async () => {
    expect((await ledger('2028-02-01', '2028-02-29')).statusCode).toBe(200);
    expect((await ledger('2026-12-31', '2026-12-31')).statusCode).toBe(200);
    const backwards = await ledger('2026-03-02', '2026-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ field: 'to' });
    expect((await ledger('2026-3-1', '2026-03-01')).json()).toMatchObject({ error: DAY_MESSAGES.format, field: 'from' });
  });
});
