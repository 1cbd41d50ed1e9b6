import type { PushPayload } from '@campus/contract';
import type { LiveEventsHub } from '../../../infra/events/live-events-hub';
import { isRefundNotice, type LiveNotice } from '../../../infra/events/live-events-channel';
import type { JobQueue } from '../../jobs/job-queue';
import { newOrderPush, PUSHED_REFUND_STATUSES, refundPush, statusChangePush } from './push-messages';
import type { PushSender } from './push-sender';
import type { PushRepository } from './push.repository';

/** One job per order event or settled refund: finds the devices and queues one send each. */
export const PUSH_FANOUT_QUEUE = 'push-fanout';
/** One job per device and message: encrypts, posts, retried with backoff (decision 029). */
export const PUSH_SEND_QUEUE = 'push-send';
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
 * the shopper's devices) and queues one send per device; a device the push service says is gone (404/410)
 * is deleted. Notices are wake-ups only: after a lost listening connection the events since the last one
 * heard are read and queued again (the same keys, so nothing goes twice).
 */
export class PushDispatcher {
  private lastEventId = 0;
  private unsubscribe: (() => void)[] = [];

  constructor(
    private readonly hub: Pick<LiveEventsHub, 'subscribeKind'>,
    private readonly jobs: Pick<JobQueue, 'enqueue' | 'work'>,
    private readonly repository: PushRepository,
    private readonly sender: PushSender,
    private readonly log: Log,
  ) {}

  /** Registers the job workers (always, so queued pushes drain even on an instance that does not listen). */
  registerWorkers(): void {
    this.jobs.work(PUSH_FANOUT_QUEUE, async (data) => this.fanOut(data));
    this.jobs.work(PUSH_SEND_QUEUE, async (data) => this.sendOne(data));
  }

  async start(): Promise<void> {
    this.lastEventId = await this.repository.lastEventId();
    this.unsubscribe = [
      this.hub.subscribeKind('shop', (notice) => this.heard(notice, () => this.onOrderEvent(notice))),
      this.hub.subscribeKind('order', (notice) => this.heard(notice, () => this.onOrderNotice(notice))),
    ];
  }

  stop(): void {
    for (const off of this.unsubscribe) off();
    this.unsubscribe = [];
  }

  /** Queues pushes to every device of the shop's members (the lead's half-time reminder, issue 36 item 3). */
  async notifyShopMembers(shopId: string, message: PushPayload, key: string): Promise<number> {
    return this.queueSends(await this.repository.shopDeviceIds(shopId), message, `shop:${shopId}:${key}`);
  }

  /** Queues pushes to the shopper's devices that asked for news of their orders. */
  async notifyShopper(userId: string, message: PushPayload, key: string): Promise<number> {
    return this.queueSends(await this.repository.shopperDeviceIds(userId), message, `shopper:${userId}:${key}`);
  }

  private heard(notice: LiveNotice | undefined, handle: () => Promise<void>): void {
    const work = notice ? handle() : this.catchUp();
    work.catch((error: unknown) => this.log.warn({ err: error, topic: notice?.topic }, 'push dispatch could not queue a notification'));
  }

  private async onOrderEvent(notice: LiveNotice | undefined): Promise<void> {
    if (typeof notice?.id !== 'number') return;
    this.lastEventId = Math.max(this.lastEventId, notice.id);
    await this.jobs.enqueue(PUSH_FANOUT_QUEUE, `event:${notice.id}`, { eventId: notice.id });
  }

  /** An order's topic carries its events (heard on the shop's topic already) and its refunds' changes. */
  private async onOrderNotice(notice: LiveNotice | undefined): Promise<void> {
    if (!notice || !isRefundNotice(notice) || typeof notice.id !== 'string') return;
    const refundId = notice.id.slice('refund:'.length);
    const refund = await this.repository.refund(refundId);
    if (!refund || !PUSHED_REFUND_STATUSES.includes(refund.status)) return;
    await this.jobs.enqueue(PUSH_FANOUT_QUEUE, `refund:${refundId}:${refund.status}`, { refundId });
  }

  private async catchUp(): Promise<void> {
    const ids = await this.repository.eventIdsAfter(this.lastEventId, CATCH_UP_LIMIT);
    for (const id of ids) await this.onOrderEvent({ topic: 'shop:', id });
  }

  private async fanOut(data: Record<string, unknown>): Promise<void> {
    if (typeof data.eventId === 'number') {
      const event = await this.repository.event(data.eventId);
      if (!event) return;
      // §: the shop hears of a paid order; the shopper of every later change of their part.
      if (event.status === 'paid') await this.queueSends(await this.repository.shopDeviceIds(event.shopId), newOrderPush(event), `event:${event.eventId}`);
      else await this.queueSends(await this.repository.shopperDeviceIds(event.shopperId), statusChangePush(event), `event:${event.eventId}`);
      return;
    }
    if (typeof data.refundId === 'string') {
      const refund = await this.repository.refund(data.refundId);
      if (!refund || !PUSHED_REFUND_STATUSES.includes(refund.status)) return;
      await this.queueSends(await this.repository.shopperDeviceIds(refund.shopperId), refundPush(refund), `refund:${data.refundId}:${refund.status}`);
    }
  }

  private async queueSends(subscriptionIds: readonly string[], payload: PushPayload, key: string): Promise<number> {
    let queued = 0;
    for (const subscriptionId of subscriptionIds)
      if (await this.jobs.enqueue(PUSH_SEND_QUEUE, `${key}:${subscriptionId}`, { subscriptionId, payload }, undefined, SEND_ATTEMPTS)) queued += 1;
    return queued;
  }

  private async sendOne(data: Record<string, unknown>): Promise<void> {
    const { subscriptionId, payload } = data as { subscriptionId?: unknown; payload?: PushPayload };
    if (typeof subscriptionId !== 'string' || !payload) return;
    // Gone since it was queued: signed out, left the shop, or turned off.
    const subscription = await this.repository.byId(subscriptionId);
    if (!subscription) return;
    if ((await this.sender.send(subscription, payload)) === 'gone') await this.repository.deleteById(subscriptionId);
  }
}
