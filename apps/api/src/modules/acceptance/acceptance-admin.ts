import {
  ACCEPTANCE_MESSAGES,
  deliveryDueAt,
  koboToNaira,
  type MarketSettings,
  type MarketSettingsBody,
  type NeedsAttention,
  type ShopAcceptance,
} from '@campus/contract';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../errors/domain-errors';
import type { AuditLog } from '../access/audit-log';
import type { AcceptanceRepository } from './acceptance.repository';
import { dueActions } from './acceptance-rules';

/**
 * The operator's side of acceptance deadlines (issue 36 items 3 and 8): the market's minutes and each
 * shop's override, every change audited in its own transaction; the "Needs attention" list; and the
 * deadline the shopper's order page counts down to.
 */
export class AcceptanceAdmin {
  constructor(
    private readonly db: Database,
    private readonly repository: AcceptanceRepository,
    private readonly audit: AuditLog,
    private readonly now: () => Date,
  ) {}

  async settings(): Promise<MarketSettings> {
    const [row, shops] = await Promise.all([this.repository.settings(), this.repository.shopMinutes()]);
    return {
      acceptanceMinutes: row.acceptanceMinutes,
      smsAfterMinutes: row.smsAfterMinutes,
      updatedAt: row.updatedAt.toISOString(),
      shops: shops.map(({ slug, name, acceptanceMinutes }) => ({ slug, name, acceptanceMinutes })),
    };
  }

  async saveSettings(actorId: string, body: MarketSettingsBody): Promise<MarketSettings> {
    await this.db.transaction(async (tx) => {
      const before = await this.repository.settings(tx);
      const after = await this.repository.saveSettings(body, tx);
      await this.audit.record(
        {
          actorId,
          action: 'market.settings',
          subjectType: 'market',
          subjectId: 'settings',
          before: { acceptanceMinutes: before.acceptanceMinutes, smsAfterMinutes: before.smsAfterMinutes },
          after: { acceptanceMinutes: after.acceptanceMinutes, smsAfterMinutes: after.smsAfterMinutes },
        },
        tx,
      );
    });
    return this.settings();
  }

  async setShopMinutes(actorId: string, slug: string, minutes: number | null): Promise<ShopAcceptance> {
    return this.db.transaction(async (tx) => {
      const changed = await this.repository.setShopMinutes(slug, minutes, tx);
      if (!changed) throw new NotFoundError(ACCEPTANCE_MESSAGES.shopNotFound);
      await this.audit.record(
        {
          actorId,
          action: 'shop.acceptance_minutes',
          subjectType: 'shop',
          subjectId: changed.id,
          before: { acceptanceMinutes: changed.before },
          after: { acceptanceMinutes: minutes },
        },
        tx,
      );
      const shop = (await this.repository.shopMinutes(tx)).find((row) => row.id === changed.id)!;
      return { slug: shop.slug, name: shop.name, acceptanceMinutes: shop.acceptanceMinutes };
    });
  }

  /** Item 8: parts past half their time to accept, accepted parts past their due time, refunds not at the card. */
  async needsAttention(): Promise<NeedsAttention> {
    const now = this.now();
    const [settings, waiting, onTheirWay, refunds] = await Promise.all([
      this.repository.settings(),
      this.repository.waitingParts(),
      this.repository.partsOnTheirWay(),
      this.repository.waitingRefunds(),
    ]);
    return {
      waiting: waiting
        .map((part) => ({ part, due: dueActions(part, settings, now) }))
        .filter(({ due }) => due.reminder || due.deadline)
        .map(({ part, due }) => ({
          partId: part.partId,
          orderId: part.orderId,
          shop: part.shopName,
          paidAt: part.paidAt.toISOString(),
          acceptBy: due.acceptBy.toISOString(),
          total: koboToNaira(part.totalKobo),
        })),
      late: onTheirWay
        .filter((part) => part.acceptedAt !== null)
        .map((part) => {
          const acceptedAt = new Date(part.acceptedAt);
          return { part, acceptedAt, dueAt: deliveryDueAt(acceptedAt, part.readyInMinutes) };
        })
        .filter(({ dueAt }) => dueAt <= now)
        .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())
        .map(({ part, acceptedAt, dueAt }) => ({
          partId: part.partId,
          orderId: part.orderId,
          shop: part.shopName,
          status: part.status,
          acceptedAt: acceptedAt.toISOString(),
          dueAt: dueAt.toISOString(),
        })),
      refunds: refunds.map((refund) => ({
        id: refund.id,
        orderId: refund.orderId,
        shop: refund.shopName,
        amount: koboToNaira(refund.amountKobo),
        status: refund.status,
        createdAt: refund.createdAt.toISOString(),
      })),
      at: now.toISOString(),
    };
  }
}
