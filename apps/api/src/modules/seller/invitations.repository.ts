import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { shopInvitations, shops } from '../../db/schema';

export type InvitationRow = typeof shopInvitations.$inferSelect;
export type NewInvitationRow = typeof shopInvitations.$inferInsert;

/** An invitation still waiting at `now`: not accepted, not withdrawn, not expired. */
function isPending(now: Date) {
  return and(isNull(shopInvitations.acceptedAt), isNull(shopInvitations.revokedAt), gt(shopInvitations.expiresAt, now));
}

/** SQL of shop invitations (issue 20; decision 095). */
export class InvitationsRepository {
  constructor(private readonly db: Database) {}

  /** The shop's name, its row held FOR NO KEY UPDATE: this shop's invitations one at a time, orders not held up. */
  async lockShop(shopId: string, tx: Executor): Promise<{ name: string } | undefined> {
    const [shop] = await tx.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId)).limit(1).for('no key update');
    return shop;
  }

  async hasPending(shopId: string, email: string, now: Date, tx: Executor): Promise<boolean> {
    const [waiting] = await tx
      .select({ id: shopInvitations.id })
      .from(shopInvitations)
      .where(and(eq(shopInvitations.shopId, shopId), eq(shopInvitations.email, email), isPending(now)))
      .limit(1);
    return waiting !== undefined;
  }

  async insert(values: NewInvitationRow, tx: Executor): Promise<InvitationRow> {
    const [row] = await tx.insert(shopInvitations).values(values).returning();
    if (!row) throw new Error('insert into shop_invitations returned nothing');
    return row;
  }

  /** The shop's waiting invitations, oldest first. */
  async pending(shopId: string, now: Date): Promise<InvitationRow[]> {
    return this.db
      .select()
      .from(shopInvitations)
      .where(and(eq(shopInvitations.shopId, shopId), isPending(now)))
      .orderBy(asc(shopInvitations.createdAt));
  }

  async findByTokenHash(tokenHash: string): Promise<{ invitation: InvitationRow; shop: { slug: string; name: string } } | undefined> {
    const [found] = await this.db
      .select({ invitation: shopInvitations, shop: { slug: shops.slug, name: shops.name } })
      .from(shopInvitations)
      .innerJoin(shops, eq(shops.id, shopInvitations.shopId))
      .where(eq(shopInvitations.tokenHash, tokenHash))
      .limit(1);
    return found;
  }

  async findById(id: string, tx: Executor): Promise<InvitationRow | undefined> {
    const [row] = await tx.select().from(shopInvitations).where(eq(shopInvitations.id, id)).limit(1);
    return row;
  }

  async existsInShop(id: string, shopId: string, tx: Executor): Promise<boolean> {
    const [found] = await tx
      .select({ id: shopInvitations.id })
      .from(shopInvitations)
      .where(and(eq(shopInvitations.id, id), eq(shopInvitations.shopId, shopId)))
      .limit(1);
    return found !== undefined;
  }

  /** Marks a waiting invitation accepted: one conditional update, so of two accepts exactly one gets the row. */
  async claim(id: string, userId: string, now: Date, tx: Executor): Promise<InvitationRow | undefined> {
    const [claimed] = await tx
      .update(shopInvitations)
      .set({ acceptedAt: now, acceptedBy: userId })
      .where(and(eq(shopInvitations.id, id), isPending(now)))
      .returning();
    return claimed;
  }

  /** Withdraws one waiting invitation of the shop; the row when it was waiting. */
  async revoke(id: string, shopId: string, now: Date, tx: Executor): Promise<InvitationRow | undefined> {
    const [revoked] = await tx
      .update(shopInvitations)
      .set({ revokedAt: now })
      .where(and(eq(shopInvitations.id, id), eq(shopInvitations.shopId, shopId), isPending(now)))
      .returning();
    return revoked;
  }

  /** Withdraws every waiting invitation to the shop that `inviterId` sent. */
  async revokeSentBy(inviterId: string, shopId: string, now: Date, tx: Executor): Promise<void> {
    await tx
      .update(shopInvitations)
      .set({ revokedAt: now })
      .where(and(eq(shopInvitations.shopId, shopId), eq(shopInvitations.invitedBy, inviterId), isPending(now)));
  }
}
