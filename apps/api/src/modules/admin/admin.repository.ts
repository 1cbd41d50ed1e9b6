import { eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { shopMembers, shops, users } from '../../db/schema';

const LOOKUP_LIMIT = 20;

/** The operator console's own reads (issue 33 item 4: SQL only in repositories). */
export class AdminRepository {
  constructor(private readonly db: Database) {}

  /** The accounts with these ids, as the audit page names who acted. */
  async actors(ids: readonly string[]): Promise<{ id: string; fullName: string; phone: string }[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: users.id, fullName: users.fullName, phone: users.phone })
      .from(users)
      .where(inArray(users.id, [...ids]));
  }

  /** One account's name, phone and email (the shopper on an order's page). */
  async contact(id: string): Promise<{ id: string; fullName: string; phone: string; email: string } | undefined> {
    const [row] = await this.db
      .select({ id: users.id, fullName: users.fullName, phone: users.phone, email: users.email })
      .from(users)
      .where(eq(users.id, id));
    return row;
  }

  /** Accounts by exact email, the last 10 digits of the phone (7 or more given), or an email prefix; oldest first, 20 at most. */
  async findAccounts(query: string) {
    const digits = query.replace(/\D/g, '');
    return this.db
      .select({
        id: users.id,
        fullName: users.fullName,
        phone: users.phone,
        email: users.email,
        hall: users.hall,
        isOperator: users.isOperator,
        createdAt: users.createdAt,
        suspendedAt: users.suspendedAt,
        suspensionReason: users.suspensionReason,
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
  }

  /** The shops these accounts are members of, with their role. */
  async membershipsOf(userIds: readonly string[]) {
    if (userIds.length === 0) return [];
    return this.db
      .select({ userId: shopMembers.userId, slug: shops.slug, name: shops.name, role: shopMembers.role })
      .from(shopMembers)
      .innerJoin(shops, eq(shops.id, shopMembers.shopId))
      .where(inArray(shopMembers.userId, [...userIds]));
  }

  /** Raises the account's token version (every token it holds stops working); its new version, or undefined for no account. */
  /**
   * Suspends the account (reason given) or reinstates it (null), ending every token it holds in the same
   * statement; answers the state before, or undefined for an unknown account.
   */
  async setSuspension(
    userId: string,
    suspension: { at: Date; reason: string } | null,
    tx: Executor,
  ): Promise<{ suspendedAt: Date | null; suspensionReason: string | null } | undefined> {
    const [before] = await tx
      .select({ suspendedAt: users.suspendedAt, suspensionReason: users.suspensionReason })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before) return undefined;
    await tx
      .update(users)
      .set({
        suspendedAt: suspension?.at ?? null,
        suspensionReason: suspension?.reason ?? null,
        ...(suspension ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      })
      .where(eq(users.id, userId));
    return before;
  }

  async bumpTokenVersion(userId: string, tx: Executor): Promise<number | undefined> {
    const [row] = await tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId))
      .returning({ tokenVersion: users.tokenVersion });
    return row?.tokenVersion;
  }
}
