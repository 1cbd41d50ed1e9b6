import type { Database } from '../../db/client';
import type { AuditLog } from '../access/audit-log';
import type { JobQueue } from '../jobs/job-queue';
import type { QueuedSms } from '../notifications/sms/sms-jobs';
import type { SetPartStatus } from '../orders/orders.service';
import { AcceptanceAdmin } from './acceptance-admin';
import { AcceptanceDeadlines } from './acceptance-deadlines';
import { AcceptanceRepository } from './acceptance.repository';
import { SmsShopReminder, type ShopReminder } from './shop-reminder';

/** Acceptance deadlines (issue 36): the sweep and its workers, and the operator's settings and list. */
export interface AcceptanceModule {
  deadlines: AcceptanceDeadlines;
  admin: AcceptanceAdmin;
}

export function buildAcceptance(deps: {
  db: Database;
  jobs: JobQueue;
  sms: QueuedSms;
  /** A part's status change (workflows/change-part.ts): the deadline's cancel. */
  parts: { setPartStatus: SetPartStatus };
  audit: AuditLog;
  now: () => Date;
  log: { warn(object: object, message: string): void };
  /** More reminders beside the SMS one (the push notification, when wired). */
  extraReminders?: readonly ShopReminder[];
}): AcceptanceModule {
  const repository = new AcceptanceRepository(deps.db);
  const reminders = [new SmsShopReminder(deps.sms), ...(deps.extraReminders ?? [])];
  return {
    deadlines: new AcceptanceDeadlines(repository, deps.jobs, deps.sms, deps.parts, reminders, deps.now, deps.log),
    admin: new AcceptanceAdmin(deps.db, repository, deps.audit, deps.now),
  };
}
