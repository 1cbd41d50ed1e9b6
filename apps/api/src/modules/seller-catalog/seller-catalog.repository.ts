import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ChoiceKind } from '@campus/contract';
import type { Executor } from '../../db/client';
import { extraOptions, productExtras, products, shops } from '../../db/schema';
import { escapeLike } from '../../db/escape-like';
import type { ExtraOptionRow, ExtraRow, ProductRow, ShopRow } from '../../db/rows';

export interface ProductWithExtras {
  product: ProductRow;
  extras: { extra: ExtraRow; options: ExtraOptionRow[] }[];
}

export interface ProductFields {
  title: string;
  description: string;
  priceKobo: number;
  images: string[];
  isAvailable: boolean;
  extras: {
    title: string;
    kind: ChoiceKind;
    limit: number | null;
    defaultOption: string | null;
    options: { name: string; priceKobo: number }[];
  }[];
}

export interface ShopProfileFields {
  name: string;
  description: string;
  images: string[];
  deliveryPriceKobo: number;
  phone: string;
  isOpen: boolean;
  openingHours: unknown;
  /** Absent keeps the one saved. */
  prepMinutes?: number;
}

/** SQL of the shop console's catalog: every query is scoped to one shop and skips deleted products. */
export class SellerCatalogRepository {
  constructor(private readonly db: Executor) {}

  private live(shopId: string) {
    return and(eq(products.shopId, shopId), isNull(products.deletedAt));
  }

  async listProducts(shopId: string, search: string | undefined, tx: Executor = this.db): Promise<ProductWithExtras[]> {
    const text = search?.trim();
    const pattern = text ? `%${escapeLike(text)}%` : undefined;
    const rows = await tx
      .select()
      .from(products)
      .where(and(this.live(shopId), pattern ? or(ilike(products.title, pattern), ilike(products.description, pattern)) : undefined))
      .orderBy(asc(products.position), asc(products.title));
    return this.withExtras(rows, tx);
  }

  async findProduct(shopId: string, productId: string, tx: Executor = this.db): Promise<ProductWithExtras | undefined> {
    const rows = await tx
      .select()
      .from(products)
      .where(and(this.live(shopId), eq(products.id, productId)))
      .limit(1);
    return (await this.withExtras(rows, tx))[0];
  }

  private async withExtras(rows: ProductRow[], tx: Executor): Promise<ProductWithExtras[]> {
    if (rows.length === 0) return [];
    const extraRows = await tx
      .select()
      .from(productExtras)
      .where(
        inArray(
          productExtras.productId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(productExtras.position));
    const optionRows = extraRows.length
      ? await tx
          .select()
          .from(extraOptions)
          .where(
            inArray(
              extraOptions.extraId,
              extraRows.map((extra) => extra.id),
            ),
          )
          .orderBy(asc(extraOptions.position))
      : [];
    return rows.map((product) => ({
      product,
      extras: extraRows
        .filter((extra) => extra.productId === product.id)
        .map((extra) => ({ extra, options: optionRows.filter((option) => option.extraId === extra.id) })),
    }));
  }

  /** A new product at the end of the shop's list. */
  async insertProduct(shopId: string, slug: string, fields: ProductFields, tx: Executor): Promise<string> {
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${products.position}), -1)::int` })
      .from(products)
      .where(this.live(shopId));
    const [row] = await tx
      .insert(products)
      .values({
        slug,
        shopId,
        title: fields.title,
        description: fields.description,
        priceKobo: fields.priceKobo,
        images: fields.images,
        isAvailable: fields.isAvailable,
        position: (last?.position ?? -1) + 1,
      })
      .returning({ id: products.id });
    if (!row) throw new Error('insert returned no row');
    await this.replaceExtras(row.id, fields.extras, tx);
    return row.id;
  }

  async updateProduct(shopId: string, productId: string, fields: ProductFields, tx: Executor): Promise<boolean> {
    const updated = await tx
      .update(products)
      .set({
        title: fields.title,
        description: fields.description,
        priceKobo: fields.priceKobo,
        images: fields.images,
        isAvailable: fields.isAvailable,
      })
      .where(and(this.live(shopId), eq(products.id, productId)))
      .returning({ id: products.id });
    if (updated.length === 0) return false;
    await this.replaceExtras(productId, fields.extras, tx);
    return true;
  }

  /** Extras are replaced whole: carts keep the names chosen and are re-priced by name (decision 005). */
  private async replaceExtras(productId: string, extras: ProductFields['extras'], tx: Executor): Promise<void> {
    await tx.delete(productExtras).where(eq(productExtras.productId, productId));
    for (const [position, group] of extras.entries()) {
      const [extra] = await tx
        .insert(productExtras)
        .values({
          productId,
          title: group.title,
          position,
          kind: group.kind,
          // A number only where the kind reads one; the default by its option's saved (trimmed) name.
          pickLimit: group.kind === 'upTo' || group.kind === 'atLeast' ? group.limit : null,
          defaultOption: group.defaultOption || null,
        })
        .returning({ id: productExtras.id });
      if (!extra) throw new Error('insert returned no row');
      if (group.options.length)
        await tx
          .insert(extraOptions)
          .values(
            group.options.map((option, index) => ({ extraId: extra.id, name: option.name, priceKobo: option.priceKobo, position: index })),
          );
    }
  }

  async setAvailability(shopId: string, productId: string, isAvailable: boolean, tx: Executor): Promise<boolean> {
    const rows = await tx
      .update(products)
      .set({ isAvailable })
      .where(and(this.live(shopId), eq(products.id, productId)))
      .returning({ id: products.id });
    return rows.length > 0;
  }

  /** Soft delete: the row stays for the orders that hold it; its cart lines are dropped on the shopper's next read. */
  async softDelete(shopId: string, productId: string, at: Date, tx: Executor): Promise<string | undefined> {
    const [row] = await tx
      .update(products)
      .set({ deletedAt: at })
      .where(and(this.live(shopId), eq(products.id, productId)))
      .returning({ title: products.title });
    return row?.title;
  }

  /**
   * Swaps the product with its neighbour in the shop's order (the list's arrows). Positions are
   * renumbered 0…n-1 first, so seeded ties and gaps never make a step a no-op. Locks the shop's
   * rows so two owners moving at once cannot interleave.
   */
  async move(shopId: string, productId: string, direction: 'up' | 'down', tx: Executor): Promise<boolean> {
    const rows = await tx
      .select({ id: products.id })
      .from(products)
      .where(this.live(shopId))
      .orderBy(asc(products.position), asc(products.title))
      .for('update');
    const index = rows.findIndex((row) => row.id === productId);
    if (index < 0) return false;
    const target = direction === 'up' ? index - 1 : index + 1;
    const ids = rows.map((row) => row.id);
    if (target >= 0 && target < ids.length) [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    for (const [position, id] of ids.entries()) await tx.update(products).set({ position }).where(eq(products.id, id));
    return true;
  }

  async findShop(shopId: string, tx: Executor = this.db): Promise<ShopRow | undefined> {
    const [row] = await tx.select().from(shops).where(eq(shops.id, shopId)).limit(1);
    return row;
  }

  /** Everything of the profile but the name, which only renameShop writes (modules/shop-names). */
  async updateShop(shopId: string, fields: Omit<ShopProfileFields, 'name'>, tx: Executor): Promise<ShopRow | undefined> {
    const [row] = await tx
      .update(shops)
      .set({
        description: fields.description,
        images: fields.images,
        deliveryPriceKobo: fields.deliveryPriceKobo,
        phone: fields.phone,
        isOpen: fields.isOpen,
        openingHours: fields.openingHours,
        ...(fields.prepMinutes === undefined ? {} : { prepMinutes: fields.prepMinutes }),
      })
      .where(eq(shops.id, shopId))
      .returning();
    return row;
  }

  async setOpen(shopId: string, isOpen: boolean, tx: Executor): Promise<ShopRow | undefined> {
    const [row] = await tx.update(shops).set({ isOpen }).where(eq(shops.id, shopId)).returning();
    return row;
  }

  /** Pauses new orders until `until` with the reason shoppers see; null `until` reopens (and clears the reason). */
  async setPause(shopId: string, until: Date | null, reason: string, tx: Executor): Promise<ShopRow | undefined> {
    const [row] = await tx
      .update(shops)
      .set({ pausedUntil: until, pauseReason: until ? reason : '' })
      .where(eq(shops.id, shopId))
      .returning();
    return row;
  }

  /** Every picture address the shop or any of its products (deleted ones too, kept for order history) holds now. */
  async picturesHeldBy(shopId: string, tx: Executor = this.db): Promise<Set<string>> {
    const [shop] = await tx.select({ images: shops.images }).from(shops).where(eq(shops.id, shopId));
    const rows = await tx.select({ images: products.images }).from(products).where(eq(products.shopId, shopId));
    return new Set([...(shop?.images ?? []), ...rows.flatMap((row) => row.images)]);
  }
}
