import {
  accountNameMatches,
  ADMIN_MESSAGES,
  FALLBACK_SHOP_SLUG,
  koboToNaira,
  nairaToKobo,
  slugify,
  typedNameConfirms,
  type AdminShop,
  type AdminShopCreateBody,
  type AdminShopUpdateBody,
} from '@campus/contract';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { ConflictError, InvalidError, NotFoundError } from '../../errors/domain-errors';
import type { AuditLog } from '../access/audit-log';
import type { ShopRow } from '../access/shop-row';
import type { CatalogWriter } from '../../infra/events/catalog-writer';
import { checkedShopName, nameTakenOr } from '../shop-names/shop-name-rule';
import { renameShop } from '../shop-names/rename-shop';
import { AdminShopsRepository, type ShopDetailChanges } from './admin-shops.repository';

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
  private readonly shops: AdminShopsRepository;

  constructor(
    db: Database,
    private readonly audit: AuditLog,
    /** What the storefront shows changes through it: every instance, this one at once, drops its catalog on commit. */
    private readonly catalog: CatalogWriter,
    private readonly now: () => Date,
  ) {
    this.shops = new AdminShopsRepository(db);
  }

  async list(): Promise<AdminShop[]> {
    const [rows, owners] = await Promise.all([this.shops.list(), this.shops.owners()]);
    return rows.map(({ shop, categoryName, productCount, bankAccountName }) => {
      const shopOwners = owners.filter((owner) => owner.shopId === shop.id).map(({ fullName, phone }) => ({ fullName, phone }));
      return {
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
        owners: shopOwners,
        bankAccountName,
        // Issue 39 item 4: a bank name that is neither the shop's nor an owner's is flagged on the shop's row.
        bankNameMatches:
          bankAccountName === null
            ? null
            : accountNameMatches(
                bankAccountName,
                shop.name,
                shopOwners.map((owner) => owner.fullName),
              ),
      };
    });
  }

  /** The categories a shop can be in, in the storefront's order. */
  async categories(): Promise<{ id: string; name: string }[]> {
    return this.shops.categories();
  }

  async create(actorId: string, body: Required<AdminShopCreateBody>): Promise<AdminShop> {
    const id = await this.catalog.write(async (tx, changed) => {
      await this.requireCategory(body.categoryId, tx);
      // The one shop-name rule (issue 35); the unique index on the key refuses a name another shop reads as.
      const { name, nameKey } = checkedShopName(body.name);
      const created = await this.orConflict(() =>
        this.freeSlug(name, tx).then(async (slug) =>
          this.shops.insert(
            {
              slug,
              name,
              nameKey,
              description: body.description,
              categoryId: body.categoryId,
              deliveryPriceKobo: nairaToKobo(body.deliveryPrice),
              phone: body.phone,
              position: await this.shops.nextPosition(body.categoryId, tx),
            },
            tx,
          ),
        ),
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
      const rename = body.name !== undefined && body.name.trim() !== before.name ? body.name : undefined;
      const changes: ShopDetailChanges = {
        ...(body.description !== undefined && body.description !== before.description ? { description: body.description } : {}),
        ...(body.categoryId !== undefined && body.categoryId !== before.categoryId ? { categoryId: body.categoryId } : {}),
        ...(deliveryPriceKobo !== undefined && deliveryPriceKobo !== before.deliveryPriceKobo ? { deliveryPriceKobo } : {}),
        ...(body.phone !== undefined && body.phone !== before.phone ? { phone: body.phone } : {}),
      };
      if (rename === undefined && Object.keys(changes).length === 0) return;
      if (changes.categoryId) await this.requireCategory(changes.categoryId, tx);
      // The name is written once, by the one rename every writer uses (shop-names/rename-shop.ts).
      let after = rename === undefined ? before : await this.orConflict(() => renameShop(shopId, rename, tx));
      if (Object.keys(changes).length > 0) after = await this.orConflict(() => this.shops.update(shopId, changes, tx));
      await this.audit.record(
        { actorId, action: 'shop.update', subjectType: 'shop', subjectId: shopId, before: auditShape(before), after: auditShape(after) },
        tx,
      );
      await changed(shopId);
    });
    return this.one(shopId);
  }

  /** Suspends (gone from the storefront) or restores a shop; doing what is already so changes nothing and records nothing. */
  /** Suspends a shop only with its name typed (`typedName`), as the console asks; restoring it needs no name. */
  async setSuspended(actorId: string, shopId: string, suspended: boolean, typedName = ''): Promise<AdminShop> {
    await this.catalog.write(async (tx, changed) => {
      const before = await this.lock(shopId, tx);
      if (suspended && !typedNameConfirms(typedName, before.name)) throw new InvalidError(ADMIN_MESSAGES.suspendShopName, 'name');
      if ((before.suspendedAt !== null) === suspended) return;
      const after = await this.shops.setSuspended(shopId, suspended ? this.now() : null, tx);
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
    const row = await this.shops.lock(shopId, tx);
    if (!row) throw new NotFoundError(ADMIN_MESSAGES.shopNotFound);
    return row;
  }

  private async requireCategory(categoryId: string, tx: Executor): Promise<void> {
    if (!(await this.shops.categoryExists(categoryId, tx))) throw new InvalidError(ADMIN_MESSAGES.categoryNotFound, 'categoryId');
  }

  /**
   * The new shop's address: its name's slug ("shop" when the name has no Latin letter or digit), with
   * -2, -3… when a shop renamed since still holds it or another name reads the same in Latin letters
   * ("Ẹ̀kọ́ 書店" and "Ẹ̀kọ́ 食堂" are both "eko").
   */
  private async freeSlug(name: string, tx: Executor): Promise<string> {
    const base = slugify(name) || FALLBACK_SHOP_SLUG;
    const taken = await this.shops.slugsLike(base, tx);
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    return slug;
  }

  /** A write whose unique index refused it: the name's index → the name rule's 409, the slug's → the same words. */
  private async orConflict(write: () => Promise<ShopRow | undefined>): Promise<ShopRow> {
    let row: ShopRow | undefined;
    try {
      row = await write();
    } catch (error) {
      const named = nameTakenOr(error);
      if (named !== error) throw named;
      if (isUniqueViolation(error)) throw new ConflictError(ADMIN_MESSAGES.slugTaken);
      throw error;
    }
    if (!row) throw new NotFoundError(ADMIN_MESSAGES.shopNotFound);
    return row;
  }
}
