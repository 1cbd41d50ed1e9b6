import { ACCEPTANCE_MESSAGES, acceptanceDeadline, SMS_TEXTS, type OrderDetail } from '@campus/contract';
import { DomainError } from '../../errors/domain-errors';
import type { JobQueue } from '../jobs/job-queue';
import { normaliseNigerianPhone } from '../notifications/sms/phone-number';
import type { QueuedSms } from '../notifications/sms/sms-jobs';
import type { SetPartStatus } from '../orders/orders.service';
import type { AcceptanceRepository, WaitingPartRow } from './acceptance.repository';
import { dueActions } from './acceptance-rules';
import type { ShopReminder } from './shop-reminder';

export const DEADLINE_QUEUE = 'orders.acceptance-deadline';
export const REMINDER_QUEUE = 'orders.acceptance-reminder';

interface Log {
  warn(object: object, message: string): void;
}

/**
 * Acceptance deadlines (issue 36 items 2 and 3, decision 099). Every instance sweeps the waiting
 * parts every few seconds against the app's clock and asks the job queue for what is due, each job
 * keyed by its part: the unseen text (`unseen:<part>`), the half-time reminder and the deadline.
 * Two instances sweeping at once ask twice and get one job; the job runs once across instances. The
 * deadline cancels through the one state machine (workflows/change-part.ts), whose `cancelled`
 * asks the one refund path; under the part's lock, only from `paid`: a shop accepting at the last
 * moment wins cleanly, and a retried job finds the part ended and does nothing.
 */
export class AcceptanceDeadlines {
  constructor(
    private readonly repository: AcceptanceRepository,
    private readonly jobs: JobQueue,
    private readonly sms: QueuedSms,
    private readonly parts: { setPartStatus: SetPartStatus },
    private readonly reminders: readonly ShopReminder[],
    private readonly now: () => Date,
    private readonly log: Log,
  ) {}

  /** Registers the deadline and reminder workers (the SMS worker is the notifications module's). */
  registerWorkers(): void {
    this.jobs.work(DEADLINE_QUEUE, async (data) => {
      if (typeof data.partId === 'string') await this.cancelIfStillWaiting(data.partId);
    });
    this.jobs.work(REMINDER_QUEUE, async (data) => {
      if (typeof data.partId !== 'string') return;
      const part = await this.repository.waitingPart(data.partId);
      if (!part) return; // Accepted, rejected or cancelled meanwhile: nobody needs reminding.
      const settings = await this.repository.settings();
      const { acceptBy } = dueActions(part, settings, this.now());
      for (const reminder of this.reminders) await reminder.halfTime({ ...part, acceptBy });
    });
  }

  /** One look at the waiting parts: queues what is due now. Safe on every instance at once. */
  async sweep(): Promise<void> {
    const [settings, parts] = await Promise.all([this.repository.settings(), this.repository.waitingParts()]);
    const now = this.now();
    let queued = false;
    for (const part of parts) {
      const due = dueActions(part, settings, now);
      if (due.deadline) queued = (await this.jobs.enqueue(DEADLINE_QUEUE, part.partId, { partId: part.partId })) || queued;
      if (due.reminder) queued = (await this.jobs.enqueue(REMINDER_QUEUE, part.partId, { partId: part.partId })) || queued;
      if (due.unseenSms) queued = (await this.textUnseen(part)) || queued;
      // An order for later rings its shop when it enters New (decision 128); each reminder sends once per part.
      if (part.newAt && part.newAt <= now && !due.deadline)
        for (const reminder of this.reminders) await reminder.enteredNew?.({ ...part, acceptBy: due.acceptBy });
    }
    if (queued) this.jobs.wake();
  }

  /** Runs `sweep` every `everyMs` until the returned function is called. */
  schedule(everyMs: number): () => void {
    const run = () => void this.sweep().catch((error: unknown) => this.log.warn({ err: error }, 'acceptance sweep failed'));
    run();
    const timer = setInterval(run, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  private async textUnseen(part: WaitingPartRow): Promise<boolean> {
    const to = normaliseNigerianPhone(part.shopPhone);
    if (!to) return false; // No usable phone: the reminder and the operator's list are what is left.
    return this.sms.send(`unseen:${part.partId}`, to, SMS_TEXTS.unseen(part.orderId, part.totalKobo));
  }

  /** The deadline: cancelled and refunded through the state machine, only if the part still waits. */
  private async cancelIfStillWaiting(partId: string): Promise<void> {
    try {
      await this.parts.setPartStatus(partId, 'cancelled', ACCEPTANCE_MESSAGES.timedOut, { onlyFrom: 'paid' });
    } catch (error) {
      // Accepted, rejected or cancelled first (409), or gone (404): the deadline has nothing left to do.
      if (error instanceof DomainError && (error.kind === 'conflict' || error.kind === 'not_found')) return;
      throw error;
    }
  }

  /** The shopper's order with, on each part still waiting for its shop, the time it must accept by. */
  async withDeadlines(order: OrderDetail): Promise<OrderDetail> {
    const waiting = order.parts.filter((part) => part.status === 'paid').map((part) => part.id);
    if (waiting.length === 0) return order;
    const [settings, times] = await Promise.all([this.repository.settings(), this.repository.partsTimes(waiting)]);
    return {
      ...order,
      parts: order.parts.map((part) => {
        const time = times.find((row) => row.partId === part.id);
        if (!time || part.status !== 'paid') return part;
        return { ...part, acceptBy: acceptanceDeadline(time.paidAt, time.shopMinutes ?? settings.acceptanceMinutes).toISOString() };
      }),
    };
  }
}
