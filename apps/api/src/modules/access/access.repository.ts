import { and, asc, eq } from 'drizzle-orm';
import type { ShopRole } from '@campus/contract';
import type { Database, Executor } from '../../db/client';
import { shopMembers, shops } from '../../db/schema';

import type { ShopRow } from './shop-row';

export type { ShopRow };

/** An account's role on one shop, with the shop. */
export interface MembershipRow {
  shop: ShopRow;
  role: ShopRole;
}

/** Shop memberships: who runs which shop, and how. */
export class AccessRepository {
  constructor(private readonly db: Database) {}

  /** Every shop the account runs, in the storefront's order. */
  async membershipsOf(userId: string, tx: Executor = this.db): Promise<MembershipRow[]> {
    const rows = await tx
      .select({ shop: shops, role: shopMembers.role })
      .from(shopMembers)
      .innerJoin(shops, eq(shops.id, shopMembers.shopId))
      .where(eq(shopMembers.userId, userId))
      .orderBy(asc(shops.position), asc(shops.name));
    return rows.map((row) => ({ shop: row.shop, role: row.role as ShopRole }));
  }

  /** The account's role on the shop with this slug, if it has one. */
  async membershipBySlug(userId: string, slug: string, tx: Executor = this.db): Promise<MembershipRow | undefined> {
    const [row] = await tx
      .select({ shop: shops, role: shopMembers.role })
      .from(shopMembers)
      .innerJoin(shops, eq(shops.id, shopMembers.shopId))
      .where(and(eq(shopMembers.userId, userId), eq(shops.slug, slug)))
      .limit(1);
    return row && { shop: row.shop, role: row.role as ShopRole };
  }

  /** The account's role on the shop with this id, if it has one. */
  async membershipById(userId: string, shopId: string, tx: Executor = this.db): Promise<MembershipRow | undefined> {
    const [row] = await tx
      .select({ shop: shops, role: shopMembers.role })
      .from(shopMembers)
      .innerJoin(shops, eq(shops.id, shopMembers.shopId))
      .where(and(eq(shopMembers.userId, userId), eq(shopMembers.shopId, shopId)))
      .limit(1);
    return row && { shop: row.shop, role: row.role as ShopRole };
  }

  /**
   * Takes the account off the shop, unless it is the shop's last owner. The shop's owners are locked
   * first, so two owners removing each other at once cannot leave the shop with none.
   */
  async remove(shopId: string, userId: string, tx: Executor): Promise<'removed' | 'not-a-member' | 'last-owner'> {
    const owners = await tx
      .select({ userId: shopMembers.userId })
      .from(shopMembers)
      .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.role, 'owner')))
      .for('update');
    if (owners.length === 1 && owners[0]?.userId === userId) return 'last-owner';
    const removed = await tx
      .delete(shopMembers)
      .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.userId, userId)))
      .returning({ userId: shopMembers.userId });
    return removed.length ? 'removed' : 'not-a-member';
  }

  /**
   * The account's role on the shop, if any; `lock` holds its row FOR SHARE until the transaction ends
   * (a removal, which locks owners FOR UPDATE, then waits for it).
   */
  async roleOf(userId: string, shopId: string, tx: Executor = this.db, lock = false): Promise<ShopRole | undefined> {
    const query = tx
      .select({ role: shopMembers.role })
      .from(shopMembers)
      .where(and(eq(shopMembers.userId, userId), eq(shopMembers.shopId, shopId)))
      .limit(1);
    const [row] = lock ? await query.for('share') : await query;
    return row?.role as ShopRole | undefined;
  }

  /** Gives the account a role on the shop; an existing membership takes the new role. */
  async grant(shopId: string, userId: string, role: ShopRole, tx: Executor = this.db): Promise<void> {
    await tx
      .insert(shopMembers)
      .values({ shopId, userId, role })
      .onConflictDoUpdate({ target: [shopMembers.shopId, shopMembers.userId], set: { role } });
  }
}
