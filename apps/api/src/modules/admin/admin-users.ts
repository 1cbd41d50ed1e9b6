import { eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES, type AdminUser } from '@campus/contract';
import type { Database } from '../../db/client';
import { shopMembers, shops, users } from '../../db/schema';
import { NotFoundError } from '../../errors/domain-errors';
import type { AuditLog } from '../access/audit-log';

const LOOKUP_LIMIT = 20;

/** Accounts, for the operator (issue 21): found by phone or email; sessions revoked; never a password. */
export class AdminUsers {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditLog,
  ) {}

  async lookup(query: string): Promise<AdminUser[]> {
    const digits = query.replace(/\D/g, '');
    const rows = await this.db
      .select({
        id: users.id,
        fullName: users.fullName,
        phone: users.phone,
        email: users.email,
        hall: users.hall,
        isOperator: users.isOperator,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(
        or(
          eq(sql`lower(${users.email})`, query.toLowerCase()),
          digits.length >= 7 ? sql`right(regexp_replace(${users.phone}, '\\D', '', 'g'), 10) = ${digits.slice(-10)}` : undefined,
          query.includes('@') ? undefined : ilike(users.email, `${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
        ),
      )
      .orderBy(users.createdAt)
      .limit(LOOKUP_LIMIT);
    const memberships = rows.length
      ? await this.db
          .select({ userId: shopMembers.userId, slug: shops.slug, name: shops.name, role: shopMembers.role })
          .from(shopMembers)
          .innerJoin(shops, eq(shops.id, shopMembers.shopId))
          .where(
            inArray(
              shopMembers.userId,
              rows.map((row) => row.id),
            ),
          )
      : [];
    return rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      shops: memberships.filter((m) => m.userId === row.id).map(({ slug, name, role }) => ({ slug, name, role })),
    }));
  }

  /** Signs the account out everywhere: every token it holds stops working at its next call. */
  async revokeSessions(actorId: string, userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId))
        .returning({ tokenVersion: users.tokenVersion });
      if (!row) throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
      await this.audit.record(
        {
          actorId,
          action: 'user.revoke_sessions',
          subjectType: 'user',
          subjectId: userId,
          before: { tokenVersion: row.tokenVersion - 1 },
          after: { tokenVersion: row.tokenVersion },
        },
        tx,
      );
    });
  }
}
