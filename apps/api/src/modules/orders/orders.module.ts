import type { Database } from '../../db/client';
import type { QueuedMail } from '../jobs/mail-jobs';
import { pgOrderEventsNotifier } from './order-events-notifier';
import { QueuedOrderMailer, type MailRecipients } from './order-mailer';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';

/** What other modules read of an order: the order, its parts (with their shop), lines and events (the operator's screens). */
export type OrderReads = Pick<OrdersRepository, 'findByPublicId' | 'parts' | 'partsOf' | 'items' | 'events'>;

/** The orders module (issue 33 item 1): orders and their parts' statuses; made from payments by workflows/place-order.ts. */
export interface OrdersModule {
  service: OrdersService;
  /** Order rows for the money module and the part workflows' locks (decision 134). */
  repository: OrdersRepository;
  /** The same rows, read only, for modules that show orders (the operator's order screens). */
  reads: OrderReads;
}

/** Builds the orders module: its mail goes through the job queue to the address the users module answers. */
export function buildOrders(db: Database, queuedMail: QueuedMail, recipients: MailRecipients, now: () => Date): OrdersModule {
  const repository = new OrdersRepository(db);
  const mailer = new QueuedOrderMailer(queuedMail, repository, recipients);
  return { service: new OrdersService(db, repository, pgOrderEventsNotifier, mailer, now), repository, reads: repository };
}
