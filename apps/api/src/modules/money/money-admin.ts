import {
  accountNameMatches,
  bpsToPercent,
  percentToBps,
  typedNameConfirms,
  type AdminRefund,
  type BanksResponse,
  type LedgerEntry,
  type LedgerQuery,
  type LedgerResponse,
  type OrderMoney,
  type PendingPaymentsResponse,
  type ResolveAccountBody,
  type ResolvedAccount,
  type ShopSettlement,
  type ShopSettlementBody,
} from '@campus/contract';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { ConflictError, InvalidError, NotFoundError, UpstreamError } from '../../errors/domain-errors';
import type { AuditLog } from '../access/audit-log';
import { PaymentProviderError, type PaymentProvider } from '../payments/payment-provider';
import type { PaymentRow } from '../payments/payment-row';
import type { UserRow } from '../users/user-row';
import type { MoneyOrders, MoneyPayments } from './money-sources';
import type { MarketMoney } from './market-money';
import { lagosPeriod } from './lagos-period';
import type { LedgerRow, MoneyRepository, RefundRow, SettlementRow } from './money.repository';
import type { ReconcileRepository } from './reconcile.repository';

export const MONEY_ADMIN_MESSAGES = {
  shopNotFound: 'Shop not found',
  orderNotFound: 'Order not found',
  partNotFound: 'Order part not found',
  accountNotResolved: 'This account number was not found at that bank. Check both and try again.',
  nameChanged: 'The bank now gives a different name for this account. Resolve it again and confirm the name shown.',
  providerDown: 'The payment provider did not answer. Please try again.',
  badRange: 'The end date must be on or after the start date, at most 92 days later.',
  unknownBank: 'Choose a bank from the list.',
  nameNotShops:
    "The bank's name for this account is neither the shop's nor its owner's. Type the name exactly as the bank gives it to save it anyway.",
} as const;

/** Payments pending longer than this are "stuck" for the operator (reconciliation asks the provider after the same time). */
export const STUCK_AFTER_MS = 10 * 60_000;

const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();

export function refundView(refund: RefundRow): AdminRefund {
  return {
    id: refund.id,
    kind: refund.kind as AdminRefund['kind'],
    paymentReference: refund.paymentReference,
    partId: refund.partId,
    shopId: refund.shopId,
    amountKobo: refund.amountKobo,
    status: refund.status as AdminRefund['status'],
    reason: refund.reason,
    failure: refund.failure,
    createdAt: refund.createdAt.toISOString(),
    processedAt: refund.processedAt?.toISOString() ?? null,
  };
}

function ledgerView(row: LedgerRow): LedgerEntry {
  return {
    id: String(row.id),
    kind: row.kind as LedgerEntry['kind'],
    paymentReference: row.paymentReference,
    shopId: row.shopId,
    refundId: row.refundId,
    amountKobo: row.amountKobo,
    at: row.at.toISOString(),
  };
}

function settlementView(row: SettlementRow, nameMatchesShop: boolean): ShopSettlement {
  return {
    nameMatchesShop,
    shopId: row.shopId,
    bankCode: row.bankCode,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    subaccountCode: row.subaccountCode,
    commissionPercent: bpsToPercent(row.commissionBps),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The provider failing is a 502 for the operator; a refusal about the input is the input's fault. */
function providerCall<T>(call: Promise<T>, refused: () => Error): Promise<T> {
  return call.catch((error: unknown) => {
    if (error instanceof PaymentProviderError) throw error.retryable ? new UpstreamError(MONEY_ADMIN_MESSAGES.providerDown) : refused();
    throw error;
  });
}

/** The operator's money calls (issue 21): banks, settlements, an order's money, refunds, stuck payments, the ledger by day. */
export class MoneyAdmin {
  constructor(
    private readonly db: Database,
    private readonly repo: MoneyRepository,
    private readonly money: MarketMoney,
    private readonly provider: PaymentProvider,
    private readonly orders: Pick<MoneyOrders, 'findByPublicId' | 'parts'>,
    private readonly payments: Pick<MoneyPayments, 'find'>,
    private readonly audit: AuditLog,
    private readonly config: AppConfig,
    private readonly now: () => Date,
    private readonly reconcile: ReconcileRepository,
  ) {}

  /** Whether the bank's name is the shop's or one of its owners' (issue 39 item 4). */
  private async nameMatches(shopId: string, shopName: string, accountName: string): Promise<boolean> {
    return accountNameMatches(accountName, shopName, await this.reconcile.ownerNames(shopId));
  }

  async banks(): Promise<BanksResponse> {
    const banks = await providerCall(this.provider.listBanks(), () => new UpstreamError(MONEY_ADMIN_MESSAGES.providerDown));
    return { banks: [...banks].sort((a, b) => a.name.localeCompare(b.name)) };
  }

  async resolve(body: ResolveAccountBody): Promise<ResolvedAccount> {
    const resolved = await providerCall(
      this.provider.resolveAccount(body.bankCode, body.accountNumber),
      () => new InvalidError(MONEY_ADMIN_MESSAGES.accountNotResolved, 'accountNumber'),
    );
    return { bankCode: body.bankCode, accountNumber: resolved.accountNumber, accountName: resolved.accountName };
  }

  /**
   * PUT admin/shops/{shopId}/settlement: resolves the account again (the name the operator confirmed
   * must still be the bank's), creates the shop's subaccount with its commission, stores both and
   * writes the audit row in the same transaction.
   */
  async setSettlement(actor: UserRow, shopId: string, body: ShopSettlementBody): Promise<ShopSettlement> {
    const shop = await this.repo.shop(shopId);
    if (!shop) throw new NotFoundError(MONEY_ADMIN_MESSAGES.shopNotFound);
    const commissionBps =
      body.commissionPercent === undefined
        ? (this.config.money?.commissionBps ?? 500)
        : (percentToBps(body.commissionPercent.toFixed(2).replace(/\.?0+$/, '')) ?? undefined);
    if (commissionBps === undefined) throw new InvalidError('Commission has at most two decimals', 'commissionPercent');
    const bank = (await this.banks()).banks.find((candidate) => candidate.code === body.bankCode);
    if (!bank) throw new InvalidError(MONEY_ADMIN_MESSAGES.unknownBank, 'bankCode');
    const resolved = await this.resolve(body);
    if (normalName(resolved.accountName) !== normalName(body.confirmedAccountName))
      throw new ConflictError(MONEY_ADMIN_MESSAGES.nameChanged, { accountName: resolved.accountName });
    const nameMatchesShop = await this.nameMatches(shopId, shop.name, resolved.accountName);
    if (!nameMatchesShop && !typedNameConfirms(body.typedAccountName ?? '', resolved.accountName))
      throw new InvalidError(MONEY_ADMIN_MESSAGES.nameNotShops, 'typedAccountName');
    const { subaccountCode } = await providerCall(
      this.provider.createSubaccount({
        businessName: shop.name,
        bankCode: body.bankCode,
        accountNumber: body.accountNumber,
        percentageCharge: bpsToPercent(commissionBps),
      }),
      () => new InvalidError(MONEY_ADMIN_MESSAGES.accountNotResolved, 'accountNumber'),
    );
    const saved = await this.db.transaction(async (tx) => {
      const before = (await this.repo.settlementsOf([shopId], tx)).get(shopId);
      const row = await this.repo.upsertSettlement(
        {
          shopId,
          bankCode: body.bankCode,
          bankName: bank.name,
          accountNumber: body.accountNumber,
          accountName: resolved.accountName,
          subaccountCode,
          commissionBps,
          updatedAt: this.now(),
        },
        tx,
      );
      await this.audit.record(
        {
          actorId: actor.id,
          action: 'shop.settlement.set',
          subjectType: 'shop',
          subjectId: shopId,
          before: before ? settlementView(before, true) : null,
          after: { ...settlementView(row, nameMatchesShop), ...(nameMatchesShop ? {} : { typedAccountName: body.typedAccountName }) },
        },
        tx,
      );
      return row;
    });
    return settlementView(saved, nameMatchesShop);
  }

  async settlement(shopId: string): Promise<ShopSettlement | null> {
    const [row, shop] = await Promise.all([this.repo.settlementsOf([shopId]).then((rows) => rows.get(shopId)), this.repo.shop(shopId)]);
    return row ? settlementView(row, await this.nameMatches(shopId, shop?.name ?? '', row.accountName)) : null;
  }

  /** GET admin/orders/{publicId}/money: the order's payment and any duplicate charge, their refunds and ledger rows. */
  async orderMoney(publicId: string): Promise<OrderMoney> {
    const order = await this.orders.findByPublicId(publicId);
    if (!order) throw new NotFoundError(MONEY_ADMIN_MESSAGES.orderNotFound);
    const [parts, orderRefunds] = await Promise.all([this.orders.parts(order.id), this.repo.refundsOfOrder(order.id)]);
    const references = [...new Set([order.paymentReference, ...orderRefunds.map((refund) => refund.paymentReference)])];
    const paymentRows = (await Promise.all(references.map((reference) => this.payments.find(reference)))).filter(
      (row): row is PaymentRow => row !== undefined,
    );
    const [refundRows, ledger] = await Promise.all([this.repo.refundsOfPayments(references), this.repo.ledgerOfPayments(references)]);
    return {
      order: {
        publicId: order.publicId,
        totalKobo: order.totalKobo,
        createdAt: order.createdAt.toISOString(),
        parts: parts.map((part) => ({
          id: part.id,
          shopId: part.shopId,
          shopName: part.shop.name,
          status: part.status,
          itemsSubtotalKobo: part.itemsSubtotalKobo,
          ...(part.discountKobo > 0 ? { discountKobo: part.discountKobo } : {}),
          deliveryKobo: part.deliveryKobo,
        })),
      },
      payments: paymentRows.map((payment) => ({
        reference: payment.reference,
        status: payment.status as OrderMoney['payments'][number]['status'],
        amountKobo: payment.amountKobo,
        provider: payment.provider,
        createdAt: payment.createdAt.toISOString(),
        verifiedAt: payment.verifiedAt?.toISOString() ?? null,
        split: payment.split ? { shares: payment.split.shares, marketKobo: payment.split.marketKobo, bearer: payment.split.bearer } : null,
      })),
      refunds: refundRows.map(refundView),
      ledger: ledger.map(ledgerView),
    };
  }

  /** POST admin/refunds/{refundId}/check: a `needs_check` refund is looked up at the provider again (decision 084); audited. */
  async checkRefund(actor: UserRow, refundId: string): Promise<{ refund: AdminRefund }> {
    const result = await this.db.transaction(async (tx) => {
      const outcome = await this.money.checkRefundAgain(refundId, tx);
      if (outcome.rechecked)
        await this.audit.record(
          { actorId: actor.id, action: 'refund.check', subjectType: 'refund', subjectId: refundId, before: { status: 'needs_check' } },
          tx,
        );
      return outcome.refund;
    });
    this.money.committed();
    return { refund: refundView(result) };
  }

  async pendingPayments(): Promise<PendingPaymentsResponse> {
    const now = this.now();
    const rows = await this.repo.pendingPayments(new Date(now.getTime() - STUCK_AFTER_MS), 200);
    return {
      payments: rows.map((row) => ({
        reference: row.reference,
        amountKobo: row.amountKobo,
        createdAt: row.createdAt.toISOString(),
        minutesPending: Math.floor((now.getTime() - row.createdAt.getTime()) / 60_000),
        shopperPhone: row.phone,
      })),
    };
  }

  /** GET admin/ledger: per shop per Lagos day, `from` and `to` inclusive, with the payouts recorded for each day (not those reversed). */
  async ledger(query: LedgerQuery): Promise<LedgerResponse> {
    const period = lagosPeriod(query.from, query.to);
    const [rows, payouts] = await Promise.all([
      this.repo.ledgerDays(period.from, period.to, query.shopId),
      this.reconcile.standingPayouts(query.from, query.to, query.shopId),
    ]);
    const days = new Map<string, LedgerResponse['days'][number]>();
    const keyOf = (day: string, shopId: string) => `${day}|${shopId}`;
    for (const row of rows) {
      const commission = row.commission - row.commissionReversal;
      days.set(keyOf(row.day, row.shopId), {
        day: row.day,
        shopId: row.shopId,
        shopName: row.shopName,
        chargedKobo: row.sale,
        refundedKobo: row.refund,
        commissionKobo: commission,
        settledKobo: row.splitShare,
        paidOutKobo: 0,
        // A shop's own code's discount is less owed to it; a refunded part's market discount goes back to the market (decision 114).
        owedKobo: row.sale - row.refund - commission - row.splitShare - row.discountShop - row.discountMarketReversal,
      });
    }
    for (const payout of payouts) {
      const key = keyOf(payout.paidOn, payout.shopId);
      const day = days.get(key) ?? {
        day: payout.paidOn,
        shopId: payout.shopId,
        shopName: payout.shopName,
        chargedKobo: 0,
        refundedKobo: 0,
        commissionKobo: 0,
        settledKobo: 0,
        paidOutKobo: 0,
        owedKobo: 0,
      };
      days.set(key, { ...day, paidOutKobo: day.paidOutKobo + payout.amountKobo, owedKobo: day.owedKobo - payout.amountKobo });
    }
    return {
      days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day) || a.shopName.localeCompare(b.shopName)),
    };
  }
}
