import type { AuditPage, AuditQuery } from '@campus/contract';
import type { Database } from '../../db/client';
import type { AuditLog } from '../access/audit-log';
import { AdminRepository } from './admin.repository';

/** The audit log as the console reads it: newest first, a page at a time, with who did it. */
export async function auditPage(db: Database, audit: AuditLog, query: AuditQuery): Promise<AuditPage> {
  const subject = query.subjectType && query.subjectId ? { type: query.subjectType, id: query.subjectId } : undefined;
  const rows = await audit.list({ limit: query.limit + 1, beforeId: query.before, subject });
  const page = rows.slice(0, query.limit);
  const actorIds = [...new Set(page.map((row) => row.actorId))];
  const actors = await new AdminRepository(db).actors(actorIds);
  return {
    entries: page.map((row) => ({
      id: row.id,
      actor: actors.find((actor) => actor.id === row.actorId) ?? { id: row.actorId, fullName: '(deleted account)', phone: '' },
      action: row.action,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    })),
    nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
