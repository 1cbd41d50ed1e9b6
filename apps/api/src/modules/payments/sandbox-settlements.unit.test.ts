import { describe, expect, it } from 'vitest';
import { sandboxSettlements } from './sandbox-settlements';

const split = (entries: [string, number][]) => ({
  type: 'flat',
  bearer_type: 'account',
  subaccounts: entries.map(([subaccount, share]) => ({ subaccount, share })),
});

describe("the sandbox's settlements (Paystack GET /settlement emulated)", () => {
  it("one settlement per Lagos day of one subaccount's shares, paid the next morning", () => {
    const paid = [
      {
        reference: 'a',
        split: split([
          ['ACCT_1', 10_000],
          ['ACCT_2', 5_000],
        ]),
        paidAt: new Date('2026-10-01T10:00:00Z'),
      },
      // 23:30 UTC is already 2 October in Lagos.
      { reference: 'b', split: split([['ACCT_1', 2_550]]), paidAt: new Date('2026-10-01T23:30:00Z') },
      { reference: 'c', split: split([['ACCT_1', 1]]), paidAt: new Date('2026-10-01T11:00:00Z') },
      { reference: 'd', split: null, paidAt: new Date('2026-10-01T11:00:00Z') },
    ];
    const settlements = sandboxSettlements(paid, 'ACCT_1', new Date('2026-10-02T12:00:00Z'));
    expect(settlements).toEqual([
      {
        id: 'SBX_ACCT_1_2026-10-01',
        status: 'success',
        amountKobo: 10_001,
        settledAt: new Date('2026-10-02T08:00:00Z'),
        subaccountCode: 'ACCT_1',
      },
      {
        id: 'SBX_ACCT_1_2026-10-02',
        status: 'pending',
        amountKobo: 2_550,
        settledAt: new Date('2026-10-03T08:00:00Z'),
        subaccountCode: 'ACCT_1',
      },
    ]);
    expect(sandboxSettlements(paid, 'ACCT_3', new Date())).toEqual([]);
  });
});
