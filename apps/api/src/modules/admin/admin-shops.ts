import { asc, eq, sql } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  FALLBACK_SHOP_SLUG,
  koboToNaira,
  nairaToKobo,
  shopNameKey,
  slugify,
  type AdminShop,
  type AdminShopCreateBody,
  type AdminShopUpdateBody,
} from '@campus/contract';
import type { Database, Executor } from '../../db/client';
import { categories, products, shopMembers, shops, users } from '../../db/schema';
import { ConflictError, InvalidError, NotFoundError } from '../../errors/domain-errors';
import type { AuditLog } from '../access/audit-log';
import type { ShopRow } from '../access/access.repository';
import type { CatalogWriter } from '../catalog/catalog-changes';

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: string }).code === '23505') return true;
  }
  return false;
}

/** What the audit log keeps of a shop: the fields the operator can change. */
function auditShape(shop: ShopRow) {
  return {
    name: shop.name,
    slug: shop.slug,
    categoryId: shop.categoryId,
    description: shop.description,
    deliveryPriceKobo: shop.deliveryPriceKobo,
    phone: shop.phone,
    suspendedAt: shop.suspendedAt?.toISOString() ?? null,
  };
}

/** The operator's shops (issue 21): create, edit, suspend; each change audited in its transaction. */
export class AdminShops {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditLog,
    /** What the storefront shows changes through it: every instance, this one at once, drops its catalog on commit. */
    private readonly catalog: CatalogWriter,
    private readonly now: () => Date,
  ) {}

  async list(): Promise<AdminShop[]> {
    const rows = await this.db
      .select({
        shop: shops,
        categoryName: categories.name,
        productCount: sql<number>`(select count(*)::int from ${products} p where p.shop_id = ${shops.id})`,
      })
      .from(shops)
      .innerJoin(categories, eq(categories.id, shops.categoryId))
      .where(sql`${shops.slug} not like 'bulk-%'`)
      .orderBy(asc(categories.position), asc(shops.position), asc(shops.name));
    const owners = await this.db
      .select({ shopId: shopMembers.shopId, fullName: users.fullName, phone: users.phone })
      .from(shopMembers)
      .innerJoin(users, eq(users.id, shopMembers.userId))
      .where(eq(shopMembers.role, 'owner'));
    return rows.map(({ shop, categoryName, productCount }) => ({
      id: shop.id,
      slug: shop.slug,
      name: shop.name,
      description: shop.description,
      categoryId: shop.categoryId,
      categoryName,
      deliveryPrice: koboToNaira(shop.deliveryPriceKobo),
      phone: shop.phone,
      isOpen: shop.isOpen,
      suspended: shop.suspendedAt !== null,
      suspendedAt: shop.suspendedAt?.toISOString() ?? null,
      productCount,
      owners: owners.filter((owner) => owner.shopId === shop.id).map(({ fullName, phone }) => ({ fullName, phone })),
    }));
  }

  /** The categories a shop can be in, in the storefront's order. */
  async categories(): Promise<{ id: string; name: string }[]> {
    return this.db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.position));
  }

  async create(actorId: string, body: Required<AdminShopCreateBody>): Promise<AdminShop> {
    const id = await this.catalog.write(async (tx, changed) => {
      await this.requireCategory(body.categoryId, tx);
      const [position] = await tx
        .select({ next: sql<number>`coalesce(max(${shops.position}), -1)::int + 1` })
        .from(shops)
        .where(eq(shops.categoryId, body.categoryId));
      await this.requireFreeName(body.name, null, tx);
      const slug = await this.freeSlug(body.name, tx);
      const created = await this.insertOrConflict(() =>
        tx
          .insert(shops)
          .values({
            slug,
            name: body.name,
            description: body.description,
            categoryId: body.categoryId,
            deliveryPriceKobo: nairaToKobo(body.deliveryPrice),
            phone: body.phone,
            position: position?.next ?? 0,
          })
          .returning(),
      );
      await this.audit.record(
        { actorId, action: 'shop.create', subjectType: 'shop', subjectId: created.id, after: auditShape(created) },
        tx,
      );
      await changed(created.id);
      return created.id;
    });
    return this.one(id);
  }

  /**
   * Changes what differs from the shop as it is; a save that changes nothing writes nothing and records
   * nothing (decision 065). A new name must be free as on create, but the slug stays: links already
   * shared keep working (and the Book Shop keeps its address); a later shop simply gets another one.
   */
  async update(actorId: string, shopId: string, body: AdminShopUpdateBody): Promise<AdminShop> {
    await this.catalog.write(async (tx, changed) => {
      const before = await this.lock(shopId, tx);
      const deliveryPriceKobo = body.deliveryPrice !== undefined ? nairaToKobo(body.deliveryPrice) : undefined;
      const changes = {
        ...(body.name !== undefined && body.name !== before.name ? { name: body.name } : {}),
        ...(body.description !== undefined && body.description !== before.description ? { description: body.description } : {}),
        ...(body.categoryId !== undefined && body.categoryId !== before.categoryId ? { categoryId: body.categoryId } : {}),
        ...(deliveryPriceKobo !== undefined && deliveryPriceKobo !== before.deliveryPriceKobo ? { deliveryPriceKobo } : {}),
        ...(body.phone !== undefined && body.phone !== before.phone ? { phone: body.phone } : {}),
      };
      if (Object.keys(changes).length === 0) return;
      if (changes.categoryId) await this.requireCategory(changes.categoryId, tx);
      if (changes.name !== undefined) await this.requireFreeName(changes.name, shopId, tx);
      const after = await this.insertOrConflict(() => tx.update(shops).set(changes).where(eq(shops.id, shopId)).returning());
      await this.audit.record(
        { actorId, action: 'shop.update', subjectType: 'shop', subjectId: shopId, before: auditShape(before), after: auditShape(after) },
        tx,
      );
      await changed(shopId);
    });
    return this.one(shopId);
  }

  /** Suspends (gone from the storefront) or restores a shop; doing what is already so changes nothing and records nothing. */
  async setSuspended(actorId: string, shopId: string, suspended: boolean): Promise<AdminShop> {
    await this.catalog.write(async (tx, changed) => {
      const before = await this.lock(shopId, tx);
      if ((before.suspendedAt !== null) === suspended) return;
      const [after] = await tx
        .update(shops)
        .set({ suspendedAt: suspended ? this.now() : null })
        .where(eq(shops.id, shopId))
        .returning();
      if (!after) throw new NotFoundError(ADMIN_MESSAGES.shopNotFound);
      await this.audit.record(
        {
          actorId,
          action: suspended ? 'shop.suspend' : 'shop.unsuspend',
          subjectType: 'shop',
          subjectId: shopId,
          before: auditShape(before),
          after: auditShape(after),
        },
        tx,
      );
      await changed(shopId);
    });
    return this.one(shopId);
  }

  private async one(shopId: string): Promise<AdminShop> {
    const shop = (await this.list()).find((row) => row.id === shopId);
    if (!shop) throw new NotFoundError(ADMIN_MESSAGES.shopNotFound);
    return shop;
  }

  private async lock(shopId: string, tx: Executor): Promise<ShopRow> {
    const [row] = await tx.select().from(shops).where(eq(shops.id, shopId)).for('update');
    if (!row) throw new NotFoundError(ADMIN_MESSAGES.shopNotFound);
    return row;
  }

  private async requireCategory(categoryId: string, tx: Executor): Promise<void> {
    const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
    if (!row) throw new InvalidError(ADMIN_MESSAGES.categoryNotFound, 'categoryId');
  }

  /**
   * Refuses a name another shop already has, read as people read it (shopNameKey: case, accents and
   * punctuation aside). Names are checked one writer at a time (a transaction-scoped advisory lock), so
   * two operators cannot both take a free name at once.
   */
  private async requireFreeName(name: string, shopId: string | null, tx: Executor): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('campus-market:shop-names'))`);
    const key = shopNameKey(name);
    const others = await tx.select({ id: shops.id, name: shops.name }).from(shops);
    if (others.some((other) => other.id !== shopId && shopNameKey(other.name) === key)) throw new ConflictError(ADMIN_MESSAGES.slugTaken);
  }

  /**
   * The new shop's address: its name's slug ("shop" when the name has no Latin letter or digit), with
   * -2, -3… when a shop renamed since still holds it or another name reads the same in Latin letters
   * ("Ẹ̀kọ́ 書店" and "Ẹ̀kọ́ 食堂" are both "eko").
   */
  private async freeSlug(name: string, tx: Executor): Promise<string> {
    const base = slugify(name) || FALLBACK_SHOP_SLUG;
    const taken = new Set(
      (
        await tx
          .select({ slug: shops.slug })
          .from(shops)
          .where(sql`${shops.slug} = ${base} or ${shops.slug} like ${`${base}-%`}`)
      ).map((row) => row.slug),
    );
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    return slug;
  }

  private async insertOrConflict(write: () => Promise<ShopRow[]>): Promise<ShopRow> {
    try {
      const [row] = await write();
      if (!row) throw new NotFoundError(ADMIN_MESSAGES.shopNotFound);
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(ADMIN_MESSAGES.slugTaken);
      throw error;
    }
  }
}
