import type { OrderPartStatus } from '@campus/contract';
import type { Executor } from '../../db/client';
import type { QueuedMail } from '../jobs/mail-jobs';
import type { UserRow } from '../users/user-row';
import { MAILED_STATUSES, orderConfirmationMail, orderStatusMail } from './order-mails';
import type { NewOrderItemRow, OrderRow, OrdersRepository } from './orders.repository';
import type { OrderMailer } from './orders.service';

/** What the order mails need of accounts: the shopper's address (the users module answers it, decision 123). */
export interface MailRecipients {
  findById(id: string, tx: Executor): Promise<UserRow | undefined>;
}

/** The order confirmation, and a mail at accepted, rejected, out_for_delivery and delivered. */
export class QueuedOrderMailer implements OrderMailer {
  constructor(
    private readonly mail: QueuedMail,
    private readonly orders: OrdersRepository,
    private readonly users: MailRecipients,
  ) {}

  async orderPlaced(order: OrderRow, items: readonly NewOrderItemRow[], email: string, tx: Executor): Promise<void> {
    const parts = (await this.orders.parts(order.id, tx)).map((part) => ({
      shopId: part.shopId,
      shopName: part.shop.name,
      deliveryKobo: part.deliveryKobo,
    }));
    await this.mail.send(email, orderConfirmationMail(order, items, parts), tx);
  }

  async statusChanged(order: OrderRow, shopId: string, status: OrderPartStatus, reason: string | null, tx: Executor): Promise<void> {
    if (!MAILED_STATUSES.includes(status)) return;
    const user = await this.users.findById(order.userId, tx);
    if (!user) return;
    const shopName = (await this.orders.shopNames([shopId], tx)).get(shopId) ?? '';
    await this.mail.send(user.email, orderStatusMail(order, shopName, status, reason), tx);
  }

  committed(): void {
    this.mail.committed();
  }
}
