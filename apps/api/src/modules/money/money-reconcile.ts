import {
  PAYOUT_MESSAGES,
  type PeriodQuery,
  type PayoutsResponse,
  type RecordPayoutBody,
  type RecordPayoutResponse,
  type ReversePayoutBody,
  type ReversePayoutResponse,
  type SettlementChecksResponse,
  type ShopPayout,
  type ShopSettlementCheck,
} from '@campus/contract';
import type { Database } from '../../db/client';
import { ConflictError, InvalidError, NotFoundError, UpstreamError } from '../../errors/domain-errors';
import type { AuditLog } from '../access/audit-log';
import { PaymentProviderError, type PaymentProvider } from '../payments/payment-provider';
import { shopDate } from '../seller/shop-days';
import type { UserRow } from '../users/user-row';
import { ledgerCsv } from './ledger-csv';
import { lagosPeriod } from './lagos-period';
import type { MoneyRepository } from './money.repository';
import type { PayoutView, ReconcileRepository } from './reconcile.repository';

export const RECONCILE_MESSAGES = {
  shopNotFound: 'Shop not found',
  providerDown: 'Paystack did not answer the settlements request. Please try again.',
  providerRefused: 'Paystack refused the settlements request',
} as const;

const IN_PROGRESS = new Set(['pending', 'processing']);

function payoutView(row: PayoutView): ShopPayout {
  return {
    id: row.id,
    shopId: row.shopId,
    shopName: row.shopName,
    amountKobo: row.amountKobo,
    paidOn: row.paidOn,
    reference: row.reference,
    recordedByName: row.recordedByName,
    recordedAt: row.recordedAt.toISOString(),
    reversal:
      row.reversedAt && row.reversalReason
        ? { at: row.reversedAt.toISOString(), byName: row.reversedByName ?? '', reason: row.reversalReason }
        : null,
  };
}

/**
 * Money that reconciles (issue 39 item 3, decision 120): Paystack's settlements to each subaccount against
 * the ledger's split shares, payouts recorded for shops paid outside Paystack, and the ledger as CSV.
 */
export class MoneyReconcile {
  constructor(
    private readonly db: Database,
    private readonly repo: ReconcileRepository,
    private readonly money: MoneyRepository,
    private readonly provider: PaymentProvider,
    private readonly audit: AuditLog,
    private readonly now: () => Date,
  ) {}

  /** GET admin/settlements: per shop with a subaccount, expected (ledger) against settled (Paystack). */
  async settlementChecks(query: PeriodQuery): Promise<SettlementChecksResponse> {
    const period = lagosPeriod(query.from, query.to);
    const [shops, expected] = await Promise.all([this.repo.subaccountShops(query.shopId), this.repo.splitShares(period.from, period.to)]);
    const checks: ShopSettlementCheck[] = [];
    // One shop after another: a market has tens of shops, and Paystack limits how fast it is asked.
    for (const shop of shops) {
      const settlements = await this.provider
        .listSettlements({ subaccountCode: shop.subaccountCode, ...period })
        .catch((error: unknown) => {
          if (error instanceof PaymentProviderError)
            throw new UpstreamError(
              error.retryable ? RECONCILE_MESSAGES.providerDown : `${RECONCILE_MESSAGES.providerRefused}: ${error.message}`,
            );
          throw error;
        });
      const settledKobo = settlements.filter((row) => row.status === 'success').reduce((sum, row) => sum + row.amountKobo, 0);
      const inProgressKobo = settlements.filter((row) => IN_PROGRESS.has(row.status)).reduce((sum, row) => sum + row.amountKobo, 0);
      const expectedKobo = expected.get(shop.shopId) ?? 0;
      checks.push({
        shopId: shop.shopId,
        shopName: shop.shopName,
        subaccountCode: shop.subaccountCode,
        expectedKobo,
        settledKobo,
        inProgressKobo,
        differenceKobo: settledKobo + inProgressKobo - expectedKobo,
        settlements: settlements.map((row) => ({
          id: row.id,
          status: row.status,
          amountKobo: row.amountKobo,
          settledAt: row.settledAt?.toISOString() ?? null,
        })),
      });
    }
    return { provider: this.provider.name, shops: checks };
  }

  /**
   * POST admin/shops/{shopId}/payouts: once per shop and reference, however often it is sent and however
   * many at once (the unique index decides; the loser reads the winner's row). Audited when recorded.
   */
  async recordPayout(actor: UserRow, shopId: string, body: RecordPayoutBody): Promise<RecordPayoutResponse> {
    if (body.paidOn > shopDate(this.now())) throw new InvalidError(PAYOUT_MESSAGES.future, 'paidOn');
    const shop = await this.money.shop(shopId);
    if (!shop) throw new NotFoundError(RECONCILE_MESSAGES.shopNotFound);
    const reference = body.reference.trim();
    const outcome = await this.db.transaction(async (tx) => {
      const inserted = await this.repo.insertPayout(
        { shopId, amountKobo: body.amountKobo, paidOn: body.paidOn, reference, recordedBy: actor.id, recordedAt: this.now() },
        tx,
      );
      if (inserted)
        await this.audit.record(
          {
            actorId: actor.id,
            action: 'shop.payout.record',
            subjectType: 'shop',
            subjectId: shopId,
            after: { payoutId: inserted.id, amountKobo: inserted.amountKobo, paidOn: inserted.paidOn, reference: inserted.reference },
          },
          tx,
        );
      return { id: inserted?.id, recorded: inserted !== undefined };
    });
    const existing = outcome.id ? undefined : await this.repo.payoutByReference(shopId, reference);
    if (existing && (existing.amountKobo !== body.amountKobo || existing.paidOn !== body.paidOn))
      throw new ConflictError(PAYOUT_MESSAGES.sameReference, { field: 'reference' });
    const view = await this.repo.payoutView(outcome.id ?? existing?.id ?? '');
    if (!view) throw new NotFoundError(RECONCILE_MESSAGES.shopNotFound);
    return { payout: payoutView(view), recorded: outcome.recorded };
  }

  /**
   * POST admin/payouts/{payoutId}/reverse: a payout recorded by mistake is reversed with a reason (never edited
   * or deleted), audited; it stays listed and stops counting against the shop's owed figure. Once only: a second
   * reversal is a 409, whoever sends it.
   */
  async reversePayout(actor: UserRow, payoutId: string, body: ReversePayoutBody): Promise<ReversePayoutResponse> {
    const reversed = await this.db.transaction(async (tx) => {
      const row = await this.repo.reversePayout(
        payoutId,
        { reversedAt: this.now(), reversedBy: actor.id, reversalReason: body.reason.trim() },
        tx,
      );
      if (row)
        await this.audit.record(
          {
            actorId: actor.id,
            action: 'shop.payout.reverse',
            subjectType: 'shop',
            subjectId: row.shopId,
            before: { payoutId: row.id, amountKobo: row.amountKobo, paidOn: row.paidOn, reference: row.reference },
            after: { payoutId: row.id, reversed: true, reason: row.reversalReason },
          },
          tx,
        );
      return row;
    });
    const view = await this.repo.payoutView(payoutId);
    if (!view) throw new NotFoundError(PAYOUT_MESSAGES.notFound);
    if (!reversed) throw new ConflictError(PAYOUT_MESSAGES.alreadyReversed);
    return { payout: payoutView(view) };
  }

  async payouts(query: PeriodQuery): Promise<PayoutsResponse> {
    lagosPeriod(query.from, query.to);
    return { payouts: (await this.repo.payouts(query.from, query.to, query.shopId)).map(payoutView) };
  }

  /** Payouts per Lagos day and shop, for the ledger's "paid out" column. */
  async paidOutByDay(query: PeriodQuery): Promise<PayoutView[]> {
    return this.repo.standingPayouts(query.from, query.to, query.shopId);
  }

  /** GET admin/ledger.csv: the ledger's lines and the payouts of the period. */
  async csv(query: PeriodQuery): Promise<{ fileName: string; body: string }> {
    const period = lagosPeriod(query.from, query.to);
    const [lines, payouts] = await Promise.all([
      this.repo.ledgerLines(period.from, period.to, query.shopId),
      // A reversed payout paid nothing: the CSV has the money that moved (the audit log keeps the reversal).
      this.repo.standingPayouts(query.from, query.to, query.shopId),
    ]);
    return { fileName: `campus-market-ledger-${query.from}-to-${query.to}.csv`, body: ledgerCsv(lines, payouts) };
  }
}
