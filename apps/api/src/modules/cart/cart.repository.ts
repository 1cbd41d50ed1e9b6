import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ChoiceKind, ShopHoursInput, ShopStatusInput } from '@campus/contract';
import { rowsOf, type Executor } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { cartItems, extraOptions, productExtras, products, shops, type StoredCondiment } from '../../db/schema';
import type { TokenSession } from '../auth/auth.plugin';

/** A cart line joined with what pricing and display need. */
export interface CartLineRow {
  productId: string;
  productSlug: string;
  title: string;
  images: string[];
  basePriceKobo: number;
  isAvailable: boolean | null;
  shopId: string;
  shopSlug: string;
  shopName: string;
  shopDeliveryKobo: number;
  qty: number;
  condiments: StoredCondiment[];
  addedAt: Date;
  /**
   * The product's choice groups with their options at today's prices, in the order the shop lists them:
   * read only for a line with chosen extras (empty otherwise), so pricing needs no second query.
   */
  currentGroups: ChoiceGroupNow[];
  /** When the shop sells and whether it paused (contract shop-status.ts): checkout refuses a closed or paused shop's items. */
  shopHours: ShopStatusInput;
  /** The shop's preparation time, minutes (decision 105): an order for later is at least this far ahead (issue 38 item 4). */
  prepMinutes: number;
}

/** A product as the catalog sells it now (for putting a past order back in the cart). */
export interface ProductNow {
  id: string;
  title: string;
  priceKobo: number;
  isAvailable: boolean | null;
  shopName: string;
  shopHours: ShopStatusInput;
}

/** A line whose product was deleted or whose shop was suspended (issue 20): dropped from the cart with a notice. */
export interface GoneLine {
  productId: string;
  title: string;
  shopName: string;
  reason: 'deleted' | 'suspended';
}

/** One extra option of a product as the database prices it now. */
export interface OptionPrice {
  name: string;
  priceKobo: number;
}

/** A product's choice group as the database holds it now: its rule and its options' prices (issue 38). */
export interface ChoiceGroupNow {
  title: string;
  kind: ChoiceKind;
  limit: number | null;
  options: OptionPrice[];
}

/** The answer of a statement that also checked the token's session: nothing when it was revoked. */
export type Checked<T> = { authorized: true; value: T } | { authorized: false };

/** What happened to a line asked to go down by one. */
export type DecreaseOutcome = 'decreased' | 'removed' | 'missing';

/** The cart after a write, read in the same statement as the write. */
export interface WrittenCart<Outcome> {
  outcome: Outcome;
  lines: CartLineRow[];
  gone: GoneLine[];
}

/** A line as the statements of `cartStatement` answer it (snake case, numbers as the driver sends them). */
interface RawLine {
  authorized: boolean;
  changed: number;
  product_id: string | null;
  slug: string;
  title: string;
  images: string[];
  price_kobo: number | string;
  is_available: boolean | null;
  shop_id: string;
  shop_slug: string;
  shop_name: string;
  delivery_kobo: number | string;
  qty: number;
  condiments: StoredCondiment[];
  added_at: Date | string;
  options: { title: string; kind: ChoiceKind; limit: number | null; options: { name: string; priceKobo: number | string }[] }[];
  deleted: boolean;
  suspended: boolean;
  is_open: boolean;
  opening_hours: ShopHoursInput['openingHours'];
  timezone: string;
  paused_until: Date | string | null;
  pause_reason: string;
  prep_minutes: number;
}

const LINE_SOURCE = sql.raw('product_id, qty, condiments, added_at');

/** Issue 38 item 2 (contract availabilityOf): a counted product with no units left is out of stock; `p` is products. */
const AVAILABLE = sql.raw('(case when p.stock_count = 0 then false else p.is_available end)');
/** The same rule over the drizzle column names. */
const AVAILABLE_COLUMN = sql<boolean | null>`(case when ${products.stockCount} = 0 then false else ${products.isAvailable} end)`;

/** True only while the token's session holds (the `live_session` CTE of cartStatement); true without one. */
const GUARD = sql.raw('exists (select 1 from live_session)');

/**
 * One statement that may change one of the user's lines (`write`, a data-modifying statement
 * returning the changed row's product_id, qty, condiments and added_at) and answers the whole cart as
 * it is after the change, with the current extra prices of lines that have extras. The main query
 * of a WITH sees the table as it was before the write (PostgreSQL runs them on one snapshot), so the
 * changed line is taken from what the write returned and the table's copy of it is left out.
 * `changed` is the number of rows the write touched. Every row is the user's: the write and the read
 * are both scoped to `userId`. An empty cart still answers one row (product_id null), so `changed`
 * is known even then.
 *
 * With a `session` (decision 020) the statement is also the revocation check: the `live_session` CTE holds
 * the user's row only while its token version is the token's, the write's own condition includes
 * GUARD, the lines are read only under it, and `authorized` says whether it held.
 */
function cartStatement(userId: string, session: TokenSession | undefined, change?: { write: SQL; keepsLine: boolean }): SQL {
  const user = sql`${userId}::uuid`;
  const checked = session
    ? sql`live_session as (select 1 from users where id = ${user} and token_version = ${session.tokenVersion}),`
    : sql``;
  const guard = session ? sql`and ${GUARD}` : sql``;
  const changed = change ? sql`changed as (${change.write}),` : sql``;
  const others = change ? sql`and product_id not in (select product_id from changed)` : sql``;
  const kept = change?.keepsLine ? sql`union all select ${LINE_SOURCE} from changed` : sql``;
  return sql`
    with ${checked} ${changed}
    lines as (select ${LINE_SOURCE} from cart_items where user_id = ${user} ${guard} ${others} ${kept})
    select ${session ? sql`exists (select 1 from live_session)` : sql`true`} as authorized,
      ${change ? sql`(select count(*) from changed)::int` : sql`0`} as changed,
      l.product_id, p.slug, p.title, p.images, p.price_kobo, ${AVAILABLE} as is_available,
      s.id as shop_id, s.slug as shop_slug, s.name as shop_name, s.delivery_price_kobo as delivery_kobo,
      l.qty, l.condiments, l.added_at,
      p.deleted_at is not null as deleted, s.suspended_at is not null as suspended, s.is_open, s.opening_hours, s.timezone,
      s.paused_until, s.pause_reason, s.prep_minutes,
      case when jsonb_array_length(l.condiments) = 0 then '[]'::jsonb else (
        select coalesce(jsonb_agg(jsonb_build_object('title', e.title, 'kind', e.kind, 'limit', e.pick_limit, 'options', (
          select coalesce(jsonb_agg(jsonb_build_object('name', o.name, 'priceKobo', o.price_kobo) order by o.position), '[]'::jsonb)
          from extra_options o where o.extra_id = e.id
        )) order by e.position), '[]'::jsonb)
        from product_extras e
        where e.product_id = l.product_id
      ) end as options
    from (select 1) as one
    left join (lines l join products p on p.id = l.product_id join shops s on s.id = p.shop_id) on true
    order by l.added_at, l.product_id`;
}

/** A group read as JSON: bigint prices come back as numbers on PGlite and may be text on PostgreSQL. */
function groupNow(group: RawLine['options'][number]): ChoiceGroupNow {
  return {
    title: group.title,
    kind: group.kind,
    limit: group.limit,
    options: group.options.map((option) => ({ name: option.name, priceKobo: Number(option.priceKobo) })),
  };
}

function toLine(row: RawLine & { product_id: string }): CartLineRow {
  return {
    productId: row.product_id,
    productSlug: row.slug,
    title: row.title,
    images: row.images,
    // bigint columns: node-postgres sends text, PGlite a number; kobo amounts are far below 2^53.
    basePriceKobo: Number(row.price_kobo),
    isAvailable: row.is_available,
    shopId: row.shop_id,
    shopSlug: row.shop_slug,
    shopName: row.shop_name,
    shopDeliveryKobo: Number(row.delivery_kobo),
    qty: row.qty,
    condiments: row.condiments,
    addedAt: row.added_at instanceof Date ? row.added_at : new Date(row.added_at),
    currentGroups: row.options.map(groupNow),
    shopHours: {
      isOpen: row.is_open,
      openingHours: row.opening_hours ?? null,
      timezone: row.timezone,
      pausedUntil: row.paused_until === null ? null : new Date(row.paused_until).toISOString(),
      pauseReason: row.pause_reason,
    },
    prepMinutes: Number(row.prep_minutes),
  };
}

function toGone(row: RawLine & { product_id: string }): GoneLine {
  return { productId: row.product_id, title: row.title, shopName: row.shop_name, reason: row.suspended ? 'suspended' : 'deleted' };
}

/** SQL for cart lines; every query is scoped to one user. */
export class CartRepository {
  constructor(private readonly db: Executor) {}

  /** The user's lines in the order they were added, in one query; lines gone from the market are left out. */
  async listLines(userId: string, tx: Executor = this.db): Promise<CartLineRow[]> {
    return (await this.run(tx, cartStatement(userId, undefined))).lines;
  }

  /** The user's lines, and apart those whose product was deleted or whose shop was suspended. */
  async listLinesAndGone(userId: string, tx: Executor = this.db): Promise<{ lines: CartLineRow[]; gone: GoneLine[] }> {
    return this.run(tx, cartStatement(userId, undefined));
  }

  /** The session's lines, in the same query as the check that its token was not revoked (decision 020). */
  async listSessionLines(session: TokenSession): Promise<Checked<{ lines: CartLineRow[]; gone: GoneLine[] }>> {
    const { authorized, lines, gone } = await this.run(this.db, cartStatement(session.userId, session));
    return authorized ? { authorized, value: { lines, gone } } : { authorized };
  }

  /** Drops the lines of products gone from the market (after the shopper was told). */
  async removeLines(userId: string, productIds: readonly string[], tx: Executor = this.db): Promise<void> {
    if (productIds.length === 0) return;
    await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, [...productIds])));
  }

  private async run(
    tx: Executor,
    statement: SQL,
  ): Promise<{ authorized: boolean; changed: number; lines: CartLineRow[]; gone: GoneLine[] }> {
    // The cart's few statement shapes are its hottest: prepared once per connection on PostgreSQL.
    const rows = rowsOf<RawLine>(await executePrepared(tx, statement));
    const present = rows.filter((row): row is RawLine & { product_id: string } => row.product_id !== null);
    return {
      authorized: rows[0]?.authorized ?? false,
      changed: rows[0]?.changed ?? 0,
      lines: present.filter((row) => !row.deleted && !row.suspended).map(toLine),
      gone: present.filter((row) => row.deleted || row.suspended).map(toGone),
    };
  }

  /** The product's choice groups with their rules and options at today's prices, in the shop's order. */
  async listChoiceGroups(productId: string, tx: Executor = this.db): Promise<ChoiceGroupNow[]> {
    const rows = await tx
      .select({
        id: productExtras.id,
        title: productExtras.title,
        kind: productExtras.kind,
        limit: productExtras.pickLimit,
        name: extraOptions.name,
        priceKobo: extraOptions.priceKobo,
      })
      .from(productExtras)
      .leftJoin(extraOptions, eq(extraOptions.extraId, productExtras.id))
      .where(eq(productExtras.productId, productId))
      .orderBy(asc(productExtras.position), asc(extraOptions.position));
    const groups = new Map<string, ChoiceGroupNow>();
    for (const row of rows) {
      const group = groups.get(row.id) ?? { title: row.title, kind: row.kind, limit: row.limit, options: [] };
      groups.set(row.id, group);
      if (row.name !== null && row.priceKobo !== null) group.options.push({ name: row.name, priceKobo: Number(row.priceKobo) });
    }
    return [...groups.values()];
  }

  /** How many extras the user's line of this product carries; undefined when there is no line. */
  async findLineCondimentCount(userId: string, productId: string, tx: Executor = this.db): Promise<number | undefined> {
    const [row] = await tx
      .select({ n: sql<number>`jsonb_array_length(${cartItems.condiments})::int` })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
      .limit(1);
    return row?.n;
  }

  /** A product that is still sold (not deleted, its shop not suspended), with its shop's name and hours. */
  async findProduct(
    productId: string,
    tx: Executor = this.db,
  ): Promise<{ id: string; isAvailable: boolean | null; shopName: string; shopHours: ShopStatusInput } | undefined> {
    const [row] = await tx
      .select({
        id: products.id,
        isAvailable: AVAILABLE_COLUMN,
        shopName: shops.name,
        isOpen: shops.isOpen,
        openingHours: shops.openingHours,
        timezone: shops.timezone,
        pausedUntil: shops.pausedUntil,
        pauseReason: shops.pauseReason,
      })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(and(eq(products.id, productId), isNull(products.deletedAt), isNull(shops.suspendedAt)))
      .limit(1);
    if (!row) return undefined;
    const openingHours = (row.openingHours as ShopHoursInput['openingHours']) ?? null;
    return {
      id: row.id,
      isAvailable: row.isAvailable,
      shopName: row.shopName,
      shopHours: {
        isOpen: row.isOpen,
        openingHours,
        timezone: row.timezone,
        pausedUntil: row.pausedUntil?.toISOString() ?? null,
        pauseReason: row.pauseReason,
      },
    };
  }

  /**
   * What the catalog sells now of these products, for putting a past order back in the cart (issue 37
   * item 2): price, stock switch and the shop's hours. A deleted product or a suspended shop's is absent.
   */
  async findProductsNow(productIds: readonly string[], tx: Executor = this.db): Promise<ProductNow[]> {
    if (productIds.length === 0) return [];
    const rows = await tx
      .select({
        id: products.id,
        title: products.title,
        priceKobo: products.priceKobo,
        isAvailable: AVAILABLE_COLUMN,
        shopName: shops.name,
        isOpen: shops.isOpen,
        openingHours: shops.openingHours,
        timezone: shops.timezone,
        pausedUntil: shops.pausedUntil,
        pauseReason: shops.pauseReason,
      })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(and(inArray(products.id, [...productIds]), isNull(products.deletedAt), isNull(shops.suspendedAt)));
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      priceKobo: row.priceKobo,
      isAvailable: row.isAvailable,
      shopName: row.shopName,
      shopHours: {
        isOpen: row.isOpen,
        openingHours: (row.openingHours as ShopHoursInput['openingHours']) ?? null,
        timezone: row.timezone,
        pausedUntil: row.pausedUntil?.toISOString() ?? null,
        pauseReason: row.pauseReason,
      },
    }));
  }

  /** The user's line of this product with its chosen extras, or undefined. */
  async findLine(
    userId: string,
    productId: string,
    tx: Executor = this.db,
  ): Promise<{ qty: number; condiments: StoredCondiment[] } | undefined> {
    const [row] = await tx
      .select({ qty: cartItems.qty, condiments: cartItems.condiments })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
      .limit(1);
    return row;
  }

  /**
   * Adds `qty` of a product with these extras, in one statement: a new line, or more of a line that
   * has them already, never past `maxQty`; nothing when the product went out of stock, was deleted or
   * its shop closed or was suspended meanwhile. Answers whether anything was added.
   */
  async addQty(userId: string, productId: string, qty: number, condiments: StoredCondiment[], maxQty: number): Promise<boolean> {
    const rows = await rowsOf<{ qty: number }>(
      await this.db.execute(sql`
        insert into cart_items (user_id, product_id, qty, condiments, added_at)
        select ${userId}::uuid, p.id, ${qty}, ${JSON.stringify(condiments)}::jsonb, now()
        from products p where p.id = ${productId}::uuid and ${AVAILABLE} is distinct from false and p.deleted_at is null
          and exists (select 1 from shops s where s.id = p.shop_id and s.suspended_at is null and s.is_open)
        on conflict (user_id, product_id) do update
          set qty = cart_items.qty + excluded.qty
          where cart_items.qty + excluded.qty <= ${maxQty}
        returning qty`),
    );
    return rows.length > 0;
  }

  async findQty(userId: string, productId: string, tx: Executor = this.db): Promise<number | undefined> {
    const [row] = await tx
      .select({ qty: cartItems.qty })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
      .limit(1);
    return row?.qty;
  }

  /**
   * Adds one and answers the cart after it, in a single statement: concurrent adds never lose a
   * count, and the product must exist and not be out of stock (checked in the same statement).
   * `condiments` replaces the line's extras when given and leaves them alone when undefined.
   * `outcome` is false when nothing was added (missing product, out of stock, or at `maxQty`).
   */
  async addOne(
    session: TokenSession,
    productId: string,
    condiments: StoredCondiment[] | undefined,
    maxQty: number,
    /** How many to add (the product page's stepper); 1 from a card or the cart's plus. */
    qty = 1,
  ): Promise<Checked<WrittenCart<boolean>>> {
    const write = sql`
      insert into cart_items (user_id, product_id, qty, condiments, added_at)
      select ${session.userId}::uuid, p.id, ${qty}::int, ${JSON.stringify(condiments ?? [])}::jsonb, now()
      from products p where p.id = ${productId}::uuid and ${AVAILABLE} is distinct from false and p.deleted_at is null
        and exists (select 1 from shops s where s.id = p.shop_id and s.suspended_at is null and s.is_open) and ${GUARD}
      on conflict (user_id, product_id) do update
        set qty = cart_items.qty + excluded.qty ${condiments ? sql`, condiments = excluded.condiments` : sql``}
        where cart_items.qty + excluded.qty <= ${maxQty}
      returning ${LINE_SOURCE}`;
    const { authorized, changed, lines, gone } = await this.run(
      this.db,
      cartStatement(session.userId, session, { write, keepsLine: true }),
    );
    return authorized ? { authorized, value: { outcome: changed > 0, lines, gone } } : { authorized };
  }

  /**
   * Lowers the line by one, removing it when it would reach zero (§7 PUT user/cart), and answers the
   * cart after it: one statement when the line stays, two when it goes.
   */
  async decreaseOne(session: TokenSession, productId: string): Promise<Checked<WrittenCart<DecreaseOutcome>>> {
    const line = sql`user_id = ${session.userId}::uuid and product_id = ${productId}::uuid and ${GUARD}`;
    const statement = (write: SQL, keepsLine: boolean) => this.run(this.db, cartStatement(session.userId, session, { write, keepsLine }));
    const lower = () => statement(sql`update cart_items set qty = qty - 1 where ${line} and qty > 1 returning ${LINE_SOURCE}`, true);
    const lowered = await lower();
    if (!lowered.authorized) return { authorized: false };
    if (lowered.changed > 0) return { authorized: true, value: { outcome: 'decreased', lines: lowered.lines, gone: lowered.gone } };
    const removed = await statement(sql`delete from cart_items where ${line} and qty <= 1 returning ${LINE_SOURCE}`, false);
    if (!removed.authorized) return { authorized: false };
    if (removed.changed > 0) return { authorized: true, value: { outcome: 'removed', lines: removed.lines, gone: removed.gone } };
    // A concurrent add may have raised the line between the two statements: try once more.
    const again = await lower();
    if (!again.authorized) return { authorized: false };
    return { authorized: true, value: { outcome: again.changed > 0 ? 'decreased' : 'missing', lines: again.lines, gone: again.gone } };
  }

  async setQty(userId: string, productId: string, qty: number, tx: Executor = this.db): Promise<boolean> {
    const rows = await tx
      .update(cartItems)
      .set({ qty })
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
      .returning({ qty: cartItems.qty });
    return rows.length > 0;
  }

  async clear(userId: string, tx: Executor = this.db): Promise<void> {
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
  }

  async removeLine(userId: string, productId: string, tx: Executor = this.db): Promise<boolean> {
    const removed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
      .returning({ productId: cartItems.productId });
    return removed.length > 0;
  }
}
