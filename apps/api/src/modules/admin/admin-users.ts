import { ADMIN_MESSAGES, type AdminUser } from '@campus/contract';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors/domain-errors';
import type { AuditLog } from '../access/audit-log';
import { AdminRepository } from './admin.repository';

/** Accounts, for the operator (issue 21): found by phone or email; sessions revoked; never a password. */
export class AdminUsers {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditLog,
    /** Told of each account this changes once the change is committed (the kept sessions, decision 127). */
    private readonly changed: (userId: string) => void = () => {},
    private readonly repository = new AdminRepository(db),
  ) {}

  async lookup(query: string): Promise<AdminUser[]> {
    const rows = await this.repository.findAccounts(query);
    const memberships = await this.repository.membershipsOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      suspendedAt: row.suspendedAt?.toISOString() ?? null,
      shops: memberships.filter((m) => m.userId === row.id).map(({ slug, name, role }) => ({ slug, name, role })),
    }));
  }

  /** Signs the account out everywhere: every token it holds stops working at its next call. */
  async revokeSessions(actorId: string, userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const tokenVersion = await this.repository.bumpTokenVersion(userId, tx);
      if (tokenVersion === undefined) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
      await this.audit.record(
        {
          actorId,
          action: 'user.revoke_sessions',
          subjectType: 'user',
          subjectId: userId,
          before: { tokenVersion: tokenVersion - 1 },
          after: { tokenVersion },
        },
        tx,
      );
    });
    this.changed(userId);
  }

  /**
   * Suspends the account with a reason (issue 39 item 6): every token it holds ends at once (its open
   * streams close with them, decision 090), it cannot sign in and is told why; audited. Not one's own.
   */
  async suspend(actorId: string, userId: string, reason: string, at: Date): Promise<void> {
    if (actorId === userId) throw new ConflictError(ADMIN_MESSAGES.suspendSelf);
    await this.db.transaction(async (tx) => {
      const before = await this.repository.setSuspension(userId, { at, reason }, tx);
      if (!before) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
      if (before.suspendedAt) throw new ConflictError(ADMIN_MESSAGES.alreadySuspended);
      await this.audit.record(
        {
          actorId,
          action: 'user.suspend',
          subjectType: 'user',
          subjectId: userId,
          before: { suspended: false },
          after: { suspended: true, reason },
        },
        tx,
      );
    });
    this.changed(userId);
  }

  /** Lets a suspended account use the market again (it signs in anew); audited. */
  async reinstate(actorId: string, userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.repository.setSuspension(userId, null, tx);
      if (!before) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
      if (!before.suspendedAt) throw new ConflictError(ADMIN_MESSAGES.notSuspended);
      await this.audit.record(
        {
          actorId,
          action: 'user.reinstate',
          subjectType: 'user',
          subjectId: userId,
          before: { suspended: true, reason: before.suspensionReason },
          after: { suspended: false },
        },
        tx,
      );
    });
    this.changed(userId);
  }
}
