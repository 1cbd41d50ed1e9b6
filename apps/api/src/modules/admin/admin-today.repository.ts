import { count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs, refunds, shops } from '../../db/schema';

/** The counts of the operator's day (issue 39 item 2) that are not orders: SQL only here (decision 095). */
export class AdminTodayRepository {
  constructor(private readonly db: Database) {}

  /** How many refunds are in each status. */
  async refundsByStatus(): Promise<Map<string, number>> {
    const rows = await this.db.select({ status: refunds.status, n: count() }).from(refunds).groupBy(refunds.status);
    return new Map(rows.map((row) => [row.status, Number(row.n)]));
  }

  /** Jobs that failed for good. */
  async failedJobs(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(jobs).where(eq(jobs.state, 'failed'));
    return Number(row?.n ?? 0);
  }

  /** Every shop not suspended, with what its status is read from (contract shop-status.ts). */
  async liveShops() {
    return this.db
      .select({
        isOpen: shops.isOpen,
        openingHours: shops.openingHours,
        timezone: shops.timezone,
        pausedUntil: shops.pausedUntil,
        pauseReason: shops.pauseReason,
      })
      .from(shops)
      .where(isNull(shops.suspendedAt));
  }
}
