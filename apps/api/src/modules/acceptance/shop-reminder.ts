import { marketClockTime, SMS_TEXTS } from '@campus/contract';
import { normaliseNigerianPhone } from '../notifications/sms/phone-number';
import type { QueuedSms } from '../notifications/sms/sms-jobs';

/** The part a reminder is about. */
export interface ReminderPart {
  partId: string;
  orderId: string;
  shopId: string;
  shopSlug: string;
  shopPhone: string;
  totalKobo: number;
  acceptBy: Date;
}

/**
 * Told when half a part's time to accept has gone (issue 36 item 3). The SMS reminder is one; the push
 * helper's "notify this phone" adds another (the lead wires it in acceptance.module.ts). Each must be
 * idempotent per part: the reminder job may run again after a crash.
 */
export interface ShopReminder {
  halfTime(part: ReminderPart): Promise<void>;
  /** An order for later's part entered New (issue 38 item 4, decision 128); called on every sweep until it ends, so idempotent. */
  enteredNew?(part: ReminderPart): Promise<void>;
}

/** The reminder as a text to the shop's phone, queued once per part (`reminder:<part id>`). */
export class SmsShopReminder implements ShopReminder {
  constructor(private readonly sms: QueuedSms) {}

  async halfTime(part: ReminderPart): Promise<void> {
    const to = normaliseNigerianPhone(part.shopPhone);
    if (!to) return; // No usable phone: the console and the operator's "Needs attention" list still show it.
    await this.sms.send(`reminder:${part.partId}`, to, SMS_TEXTS.halfTime(part.orderId, part.totalKobo, marketClockTime(part.acceptBy)));
  }
}

/** What a push reminder needs of the push module: one queued push to the shop's members, once per key. */
export interface ShopMembersPush {
  notifyShopMembers(shopId: string, message: { title: string; body: string; url: string; tag?: string }, key: string): Promise<boolean>;
  /** The shop's "new order" push of a part for later, once per part. */
  partEnteredNew(partId: string): Promise<boolean>;
}

/** The reminder as a push to every device of the shop's members that turned on "Notify this phone", once per part. */
export class PushShopReminder implements ShopReminder {
  constructor(private readonly push: ShopMembersPush) {}

  async enteredNew(part: ReminderPart): Promise<void> {
    await this.push.partEnteredNew(part.partId);
  }

  async halfTime(part: ReminderPart): Promise<void> {
    await this.push.notifyShopMembers(
      part.shopId,
      {
        title: `Order ${part.orderId} is still waiting`,
        body: SMS_TEXTS.halfTime(part.orderId, part.totalKobo, marketClockTime(part.acceptBy)),
        url: `/seller/${encodeURIComponent(part.shopSlug)}/orders?order=${encodeURIComponent(part.orderId)}`,
        tag: part.orderId,
      },
      `reminder:${part.partId}`,
    );
  }
}
