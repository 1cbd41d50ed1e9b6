import type { PushPayload } from '@campus/contract';
import type { LiveEventsHub } from '../../../infra/events/live-events-hub';
import { isRefundNotice, type LiveNotice } from '../../../infra/events/live-events-channel';
import { newOrderPush, PUSHED_REFUND_STATUSES, refundPush, statusChangePush } from './push-messages';
import type { PushSender } from './push-sender';
import type { PushWorkers } from './push-workers';
import type { OrderFacts } from './push-facts';
import type { PushRepository, PushSubscriptionRow } from './push.repository';

/** One job per order event, settled refund or notifyShop…/notifyShopper call: sends to every device at once. */
export const PUSH_FANOUT_QUEUE = 'push-fanout';
/** A device whose send failed for a passing reason (network, 429, 5xx): one job each, retried with backoff (decision 029). */
export const PUSH_SEND_QUEUE = 'push-send';
/** Sends one fan-out makes at once (the sender's agent keeps as many connections per push service). */
const SENDS_AT_ONCE = 16;
/** A push that still fails after this many tries is left failed (the operator's failed-jobs list shows it). */
const SEND_ATTEMPTS = 5;
/** How many missed order events one catch-up looks at after the listening connection came back. */
const CATCH_UP_LIMIT = 500;

interface Log {
  warn(object: object, message: string): void;
}

/**
 * Push is one more subscriber of the live-events hub (decision 096): every instance hears each shop's
 * order events and each refund's change and queues a fan-out job whose key is the event, so however many
 * instances heard it, one job runs. The job reads who gets what now (members of the shop at that moment,
 * the shopper's devices) and posts to all of them at once; a device whose post fails for a passing reason
 * gets a send job of its own, retried with backoff, and a device the push service says is gone (404/410)
 * is deleted. Notices are wake-ups only: after a lost listening connection the events since the last one
 * heard are read and queued again (the same keys, so nothing goes twice). A fan-out job that dies half way
 * runs again and may push a device twice: the notification's tag makes the second replace the first.
 */
export class PushDispatcher {
  private lastEventId = 0;
  private unsubscribe: (() => void)[] = [];

  constructor(
    private readonly hub: Pick<LiveEventsHub, 'subscribeKind'>,
    private readonly jobs: Pick<PushWorkers, 'enqueue' | 'enqueueAndRun' | 'work'>,
    private readonly repository: PushRepository,
    private readonly orders: OrderFacts,
    private readonly sender: PushSender,
    private readonly log: Log,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Registers the job workers (always, so queued pushes drain even on an instance that does not listen). */
  registerWorkers(): void {
    this.jobs.work(PUSH_FANOUT_QUEUE, async (data) => this.fanOut(data));
    this.jobs.work(PUSH_SEND_QUEUE, async (data) => this.sendOne(data));
  }

  async start(): Promise<void> {
    this.lastEventId = await this.orders.lastEventId();
    this.unsubscribe = [
      this.hub.subscribeKind('shop', (notice) => this.heard(notice, () => this.onOrderEvent(notice))),
      this.hub.subscribeKind('order', (notice) => this.heard(notice, () => this.onOrderNotice(notice))),
    ];
  }

  stop(): void {
    for (const off of this.unsubscribe) off();
    this.unsubscribe = [];
  }

  /** Queues a push to every device of the shop's members (the half-time reminder, issue 36 item 3); false when `key` was used. */
  notifyShopMembers(shopId: string, message: PushPayload, key: string): Promise<boolean> {
    return this.jobs.enqueue(PUSH_FANOUT_QUEUE, `shop:${shopId}:${key}`, { shopId, message });
  }

  /**
   * An order for later's part entered its shop's New orders (issue 38 item 4, decision 128): the "new order" push
   * its payment did not send goes now, once per part; false when it was queued already.
   */
  async partEnteredNew(partId: string): Promise<boolean> {
    const eventId = await this.orders.paidEventOf(partId);
    if (eventId === undefined) return false;
    return this.jobs.enqueue(PUSH_FANOUT_QUEUE, `entered-new:${partId}`, { eventId });
  }

  /** Queues a push to the shopper's devices that asked for news of their orders; false when `key` was used. */
  notifyShopper(userId: string, message: PushPayload, key: string): Promise<boolean> {
    return this.jobs.enqueue(PUSH_FANOUT_QUEUE, `shopper:${userId}:${key}`, { userId, message });
  }

  private heard(notice: LiveNotice | undefined, handle: () => Promise<void>): void {
    const work = notice ? handle() : this.catchUp();
    work.catch((error: unknown) => this.log.warn({ err: error, topic: notice?.topic }, 'push dispatch could not queue a notification'));
  }

  private async onOrderEvent(notice: LiveNotice | undefined): Promise<void> {
    if (typeof notice?.id !== 'number') return;
    this.lastEventId = Math.max(this.lastEventId, notice.id);
    // Run here at once (decision 125): the instance that adds the job sends, with no worker's claim between.
    await this.jobs.enqueueAndRun(PUSH_FANOUT_QUEUE, `event:${notice.id}`, { eventId: notice.id });
  }

  /** An order's topic carries its events (heard on the shop's topic already) and its refunds' changes. */
  private async onOrderNotice(notice: LiveNotice | undefined): Promise<void> {
    if (!notice || !isRefundNotice(notice) || typeof notice.id !== 'string') return;
    const refundId = notice.id.slice('refund:'.length);
    const refund = await this.orders.refund(refundId);
    if (!refund || !PUSHED_REFUND_STATUSES.includes(refund.status)) return;
    await this.jobs.enqueueAndRun(PUSH_FANOUT_QUEUE, `refund:${refundId}:${refund.status}`, { refundId });
  }

  private async catchUp(): Promise<void> {
    const ids = await this.orders.eventIdsAfter(this.lastEventId, CATCH_UP_LIMIT);
    // Missed events go to the workers (added, not run here one after another).
    for (const id of ids) {
      this.lastEventId = Math.max(this.lastEventId, id);
      await this.jobs.enqueue(PUSH_FANOUT_QUEUE, `event:${id}`, { eventId: id });
    }
  }

  private async fanOut(data: Record<string, unknown>): Promise<void> {
    if (typeof data.eventId === 'number') {
      const event = await this.orders.event(data.eventId);
      if (!event) return;
      // The shop hears of a paid order; the shopper of every later change of their part.
      // A part for later rings the shop when it enters New (partEnteredNew), not at payment.
      if (event.status === 'paid' && event.newAt && event.newAt > this.now()) return;
      if (event.status === 'paid')
        await this.sendAll(await this.repository.shopDevices(event.shopId), newOrderPush(event), `event:${event.eventId}`);
      else await this.sendAll(await this.repository.shopperDevices(event.shopperId), statusChangePush(event), `event:${event.eventId}`);
      return;
    }
    if (typeof data.refundId === 'string') {
      const refund = await this.orders.refund(data.refundId);
      if (!refund || !PUSHED_REFUND_STATUSES.includes(refund.status)) return;
      await this.sendAll(
        await this.repository.shopperDevices(refund.shopperId),
        refundPush(refund),
        `refund:${data.refundId}:${refund.status}`,
      );
      return;
    }
    const message = data.message as PushPayload | undefined;
    if (!message) return;
    if (typeof data.shopId === 'string') await this.sendAll(await this.repository.shopDevices(data.shopId), message, `shop:${data.shopId}`);
    else if (typeof data.userId === 'string')
      await this.sendAll(await this.repository.shopperDevices(data.userId), message, `shopper:${data.userId}`);
  }

  /** Posts to every device, SENDS_AT_ONCE at a time; a failed post becomes a send job of its own (retried). */
  private async sendAll(devices: readonly PushSubscriptionRow[], payload: PushPayload, key: string): Promise<void> {
    let next = 0;
    const lane = async () => {
      for (let device = devices[next++]; device; device = devices[next++]) {
        try {
          await this.deliver(device, payload);
        } catch (error) {
          this.log.warn({ err: error, subscription: device.id }, 'a push failed; it is retried');
          await this.jobs.enqueue(PUSH_SEND_QUEUE, `${key}:${device.id}`, { subscriptionId: device.id, payload }, undefined, SEND_ATTEMPTS);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(SENDS_AT_ONCE, devices.length) }, lane));
  }

  private async deliver(device: PushSubscriptionRow, payload: PushPayload): Promise<void> {
    if ((await this.sender.send(device, payload)) === 'gone') await this.repository.deleteById(device.id);
  }

  /** A retry: the device may be gone since (signed out, left the shop, turned off). */
  private async sendOne(data: Record<string, unknown>): Promise<void> {
    const { subscriptionId, payload } = data as { subscriptionId?: unknown; payload?: PushPayload };
    if (typeof subscriptionId !== 'string' || !payload) return;
    const subscription = await this.repository.byId(subscriptionId);
    if (subscription) await this.deliver(subscription, payload);
  }
}
