import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deliveryTimes } from '../../db/schema';

/** SQL of the operator's delivery times (issue 36 item 6). */
export class AdminDeliveryTimesRepository {
  constructor(private readonly db: Executor) {}

  async list(tx: Executor = this.db): Promise<{ hall: string; minutes: number }[]> {
    return tx.select({ hall: deliveryTimes.hall, minutes: deliveryTimes.minutes }).from(deliveryTimes);
  }

  async find(hall: string, tx: Executor): Promise<number | undefined> {
    const [row] = await tx.select({ minutes: deliveryTimes.minutes }).from(deliveryTimes).where(eq(deliveryTimes.hall, hall)).for('update');
    return row?.minutes;
  }

  async set(hall: string, minutes: number, now: Date, tx: Executor): Promise<void> {
    await tx
      .insert(deliveryTimes)
      .values({ hall, minutes, updatedAt: now })
      .onConflictDoUpdate({ target: deliveryTimes.hall, set: { minutes, updatedAt: now } });
  }

  async remove(hall: string, tx: Executor): Promise<void> {
    await tx.delete(deliveryTimes).where(eq(deliveryTimes.hall, hall));
  }
}
