import { EVERY_HALL, HALLS, type DeliveryTimeBody, type DeliveryTimeList } from '@campus/contract';
import type { Database, Executor } from '../../db/client';
import type { AuditLog } from '../access/audit-log';
import type { CatalogWriter } from '../../infra/events/catalog-writer';
import { AdminDeliveryTimesRepository } from './admin-delivery-times.repository';

const order = (hall: string) => (hall === EVERY_HALL ? -1 : (HALLS as readonly string[]).indexOf(hall));

/**
 * The operator's delivery times (issue 36 item 6): per hall or for every hall (''). A change is audited in
 * its transaction and is a catalog write, since the shop and product pages show "About 25–35 min to …".
 */
export class AdminDeliveryTimes {
  private readonly times: AdminDeliveryTimesRepository;

  constructor(
    db: Database,
    private readonly audit: AuditLog,
    private readonly catalog: CatalogWriter,
    private readonly now: () => Date,
  ) {
    this.times = new AdminDeliveryTimesRepository(db);
  }

  async list(): Promise<DeliveryTimeList> {
    const rows = await this.times.list();
    return { times: rows.sort((a, b) => order(a.hall) - order(b.hall)) };
  }

  /** Sets (or with null minutes removes) one time; a save that changes nothing records nothing (decision 065). */
  async set(actorId: string, body: DeliveryTimeBody): Promise<DeliveryTimeList> {
    await this.catalog.write(async (tx, changed) => {
      const before = await this.times.find(body.hall, tx as Executor);
      if ((before ?? null) === body.minutes) return;
      if (body.minutes === null) await this.times.remove(body.hall, tx);
      else await this.times.set(body.hall, body.minutes, this.now(), tx);
      await this.audit.record(
        {
          actorId,
          action: 'delivery_time.set',
          subjectType: 'delivery_time',
          subjectId: body.hall === EVERY_HALL ? 'every hall' : body.hall,
          before: { minutes: before ?? null },
          after: { minutes: body.minutes },
        },
        tx,
      );
      // Every shop page shows the time; the notice names no one shop.
      await changed('delivery-times');
    });
    return this.list();
  }
}
