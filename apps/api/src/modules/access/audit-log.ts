import { desc, eq, and, lt } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;

/** One operator action as it is recorded. */
export interface AuditEntry {
  actorId: string;
  /** What was done, e.g. `shop.suspend`, `order_part.refund`. */
  action: string;
  subjectType: string;
  subjectId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * The operator's audit log (issue 21): written in the same transaction as the action it records, so
 * an action without its row cannot exist. Rows are only inserted; the database refuses UPDATE and
 * DELETE on the table (migration's trigger).
 */
export class AuditLog {
  constructor(private readonly db: Database) {}

  async record(entry: AuditEntry, tx: Executor = this.db): Promise<void> {
    await tx.insert(auditLog).values({
      actorId: entry.actorId,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      before: entry.before ?? null,
      after: entry.after ?? null,
    });
  }

  /** Newest first, `limit` rows older than `beforeId` (keyset paging), optionally for one subject. */
  async list(
    options: { limit: number; beforeId?: number; subject?: { type: string; id: string } },
    tx: Executor = this.db,
  ): Promise<AuditRow[]> {
    const conditions = [
      options.beforeId !== undefined ? lt(auditLog.id, options.beforeId) : undefined,
      options.subject ? eq(auditLog.subjectType, options.subject.type) : undefined,
      options.subject ? eq(auditLog.subjectId, options.subject.id) : undefined,
    ].filter((condition) => condition !== undefined);
    return tx
      .select()
      .from(auditLog)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(auditLog.id))
      .limit(options.limit);
  }
}
