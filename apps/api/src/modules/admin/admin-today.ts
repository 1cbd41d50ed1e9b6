import { shopStatus, type AdminToday, type OpeningPeriod } from '@campus/contract';
import type { AcceptanceAdmin } from '../acceptance/acceptance-admin';
import { addDays, shopDate, startOfShopDay } from '../seller/shop-days';
import type { AdminOrders } from './admin-orders';
import type { AdminOrdersRepository } from './admin-orders.repository';
import type { AdminTodayRepository } from './admin-today.repository';

const LATEST = 8;
const PENDING_REFUNDS = ['requested', 'sending', 'checking', 'pending'];

/**
 * The operator's day at a glance (issue 39 item 2): today's orders and sales in the market's (Lagos) day,
 * and what waits on someone now — parts to accept and late, refunds on their way or to check, failed
 * jobs — with the shops open now. The page reads it again on every order or refund change (decision 110's stream).
 */
export class AdminTodayReport {
  constructor(
    private readonly orders: AdminOrders,
    private readonly ordersRepository: AdminOrdersRepository,
    private readonly repository: AdminTodayRepository,
    private readonly attention: Pick<AcceptanceAdmin, 'needsAttention'>,
    private readonly now: () => Date,
  ) {}

  async today(): Promise<AdminToday> {
    const now = this.now();
    const day = shopDate(now);
    const from = startOfShopDay(day);
    const until = startOfShopDay(addDays(day, 1));
    const [placed, latest, waiting, attention, refunds, failedJobs, shops] = await Promise.all([
      this.ordersRepository.placedBetween(from, until),
      this.ordersRepository.page({ from, until }, LATEST, 0),
      this.ordersRepository.partsWaiting(),
      this.attention.needsAttention(),
      this.repository.refundsByStatus(),
      this.repository.failedJobs(),
      this.repository.liveShops(),
    ]);
    const open = shops.filter(
      (shop) =>
        shopStatus(
          {
            isOpen: shop.isOpen,
            openingHours: shop.openingHours as Partial<Record<string, OpeningPeriod[]>> | null,
            timezone: shop.timezone,
            pausedUntil: shop.pausedUntil?.toISOString() ?? null,
            pauseReason: shop.pauseReason,
          },
          now,
        ).kind === 'open',
    );
    return {
      day,
      at: now.toISOString(),
      orders: placed.orders,
      salesKobo: placed.totalKobo,
      partsWaiting: waiting,
      partsWaitingLong: attention.waiting.length,
      partsLate: attention.late.length,
      refundsPending: PENDING_REFUNDS.reduce((sum, status) => sum + (refunds.get(status) ?? 0), 0),
      refundsNeedCheck: refunds.get('needs_check') ?? 0,
      refundsFailed: refunds.get('failed') ?? 0,
      failedJobs,
      shopsOpen: open.length,
      shopsTotal: shops.length,
      latest: await this.orders.summaries(latest.ids),
    };
  }
}
