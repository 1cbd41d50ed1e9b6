import { describe, expect, it } from 'vitest';
import { validateTransactionParams } from './transaction-params';

const valid = {
  key: 'pk_test_x',
  email: 'ada@example.com',
  amount: 250000,
  currency: 'NGN',
  reference: 'AdaObi1-abc',
  accessCode: 'sbx_1',
};

describe('validateTransactionParams (§5)', () => {
  it('accepts the required parameters and keeps the known ones', () => {
    expect(validateTransactionParams(valid)).toEqual({ ok: true, params: valid });
  });

  it('drops unknown keys', () => {
    const check = validateTransactionParams({ ...valid, hacker: 'yes', onSuccess: () => undefined });
    expect(check).toEqual({ ok: true, params: valid });
  });

  it('needs a non-empty object', () => {
    for (const input of [undefined, null, 'key=pk', [], {}, 42]) {
      expect(validateTransactionParams(input)).toEqual({ ok: false, message: 'Invalid transaction parameters', issues: [] });
    }
  });

  it("names each missing required parameter: 'Required parameter missing: {name}'", () => {
    const check = validateTransactionParams({ currency: 'NGN' });
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.message).toBe('Invalid transaction parameters');
      expect(check.issues).toEqual([
        'Required parameter missing: key',
        'Required parameter missing: email',
        'Required parameter missing: amount',
      ]);
    }
  });

  it('accepts a plan instead of an amount', () => {
    const { amount: _amount, ...withoutAmount } = valid;
    expect(validateTransactionParams({ ...withoutAmount, planCode: 'PLN_x' }).ok).toBe(true);
    expect(validateTransactionParams(withoutAmount)).toMatchObject({ ok: false, issues: ['Required parameter missing: amount'] });
  });

  it("names each parameter of the wrong type: 'Invalid parameter type: {name}'", () => {
    const check = validateTransactionParams({
      ...valid,
      amount: { naira: 2500 },
      channels: 'card',
      metadata: [1],
      callbacks: { onSuccess: 'x' },
    });
    expect(check).toMatchObject({
      ok: false,
      issues: [
        'Invalid parameter type: amount',
        'Invalid parameter type: channels',
        'Invalid parameter type: metadata',
        'Invalid parameter type: callbacks',
      ],
    });
  });

  it('refuses a non-finite amount and an empty amount string', () => {
    expect(validateTransactionParams({ ...valid, amount: Number.NaN })).toMatchObject({
      ok: false,
      issues: ['Invalid parameter type: amount'],
    });
    expect(validateTransactionParams({ ...valid, amount: '' })).toMatchObject({ ok: false });
  });
});
