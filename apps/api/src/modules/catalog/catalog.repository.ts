import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { PREP_SAMPLE_MAX } from '@campus/contract';
import { rowsOf, type Executor } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import type { ExtraOptionRow, ExtraRow, ProductRow, ShopRow } from '../../db/rows';
import { searchSettings } from '../../db/search-settings';
import { categories, deliveryTimes, extraOptions, productExtras, products, shops } from '../../db/schema';
import { ratingTotals, type RatingTotals } from '../reviews/rating-totals';

export type CategoryRow = typeof categories.$inferSelect;

export interface CatalogSnapshot {
  categories: CategoryRow[];
  shops: ShopRow[];
  products: ProductRow[];
  extras: ExtraRow[];
  options: ExtraOptionRow[];
  /** Each shop's latest accepted-to-ready minutes (at most PREP_SAMPLE_MAX), for its typical time (decision 105). */
  prepSamples: Map<string, number[]>;
  /** The operator's delivery minutes per hall ('' for every hall). */
  deliveryMinutes: Record<string, number>;
  /** Shown reviews' totals by shop and by product (issue 37 item 1). */
  ratings: RatingTotals;
}

/** SQL for the catalog: whole-catalog loads for the in-process cache, and search. */
export class CatalogRepository {
  /**
   * `searchDb`: a database every session of which runs under the search settings (`DatabaseHandle.searchDb`),
   * so a search is one statement there (decisions 013 and 138); without it, a transaction that sets them first.
   */
  constructor(
    private readonly db: Executor,
    private readonly options: { searchDb?: Executor } = {},
  ) {}

  async loadSnapshot(tx: Executor = this.db): Promise<CatalogSnapshot> {
    const [categoryRows, shopRows, productRows, extraRows, optionRows, ratings] = await Promise.all([
      tx.select().from(categories).orderBy(asc(categories.position), asc(categories.name)),
      // A suspended shop and a deleted product are gone from the storefront (issue 20).
      tx.select().from(shops).where(isNull(shops.suspendedAt)).orderBy(asc(shops.position), asc(shops.name)),
      tx
        .select()
        .from(products)
        .where(and(isNull(products.deletedAt), sql`${products.shopId} in (select id from shops where suspended_at is null)`))
        .orderBy(asc(products.position), asc(products.title)),
      tx.select().from(productExtras).orderBy(asc(productExtras.position)),
      tx.select().from(extraOptions).orderBy(asc(extraOptions.position)),
      ratingTotals(tx),
    ]);
    const [prepSamples, deliveryMinutes] = await Promise.all([this.prepSamples(tx), this.deliveryMinutes(tx)]);
    return {
      categories: categoryRows,
      shops: shopRows,
      products: productRows,
      extras: extraRows,
      options: optionRows,
      prepSamples,
      deliveryMinutes,
      ratings,
    };
  }

  /**
   * Minutes from each part's first "accepted" to its first "ready" in the status history (order_events),
   * the latest `PREP_SAMPLE_MAX` ready parts per shop (decision 105).
   */
  async prepSamples(tx: Executor = this.db): Promise<Map<string, number[]>> {
    const result = await tx.execute(sql`
      with ready as (select part_id, min(created_at) as at from order_events where status = 'ready' group by part_id),
        accepted as (select part_id, min(created_at) as at from order_events where status = 'accepted' group by part_id)
      select shop_id, minutes from (
        select p.shop_id, extract(epoch from (r.at - a.at)) / 60.0 as minutes,
          row_number() over (partition by p.shop_id order by r.at desc) as n
        from ready r join accepted a on a.part_id = r.part_id join order_parts p on p.id = r.part_id
        where r.at >= a.at
      ) s where n <= ${PREP_SAMPLE_MAX}`);
    const samples = new Map<string, number[]>();
    for (const row of rowsOf<{ shop_id: string; minutes: string | number }>(result)) {
      const list = samples.get(row.shop_id) ?? [];
      list.push(Number(row.minutes));
      samples.set(row.shop_id, list);
    }
    return samples;
  }

  /** The operator's delivery minutes per hall ('' for every hall). */
  async deliveryMinutes(tx: Executor = this.db): Promise<Record<string, number>> {
    const rows = await tx.select({ hall: deliveryTimes.hall, minutes: deliveryTimes.minutes }).from(deliveryTimes);
    return Object.fromEntries(rows.map((row) => [row.hall, row.minutes]));
  }

  /**
   * Product ids matching a search text, best first (DESIGN §7). Candidates come from five
   * index-backed probes — full text (GIN tsvector), substring and trigram word similarity ≥ 0.4
   * (the spec's fuzzy threshold) on title and on description (GIN trigram) — so no probe needs a
   * sequential scan; they are then ranked by similarity, title matches before description matches.
   */
  async searchProductIds(text: string, options: SearchOptions, tx: Executor = this.db): Promise<string[]> {
    const searchDb = tx === this.db ? this.options.searchDb : undefined;
    if (searchDb) return rowsOf<{ id: string }>(await searchDb.execute(searchSql(text, options))).map((row) => row.id);
    return tx.transaction(async (t) => {
      await t.execute(searchSettings(true));
      const result = await t.execute(searchSql(text, options));
      return rowsOf<{ id: string }>(result).map((row) => row.id);
    });
  }

  async countProducts(tx: Executor = this.db): Promise<number> {
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(products);
    return row?.n ?? 0;
  }

  async findShopBySlug(slug: string, tx: Executor = this.db): Promise<ShopRow | undefined> {
    const [row] = await tx.select().from(shops).where(eq(shops.slug, slug)).limit(1);
    return row;
  }
}

export interface SearchOptions {
  shopId?: string;
  limit: number;
  /** Suggestions: the titles containing the text count once each, so copies of one title sold by many shops do not fill the answer. */
  distinctTitles?: boolean;
}

/** The ranked search query of `searchProductIds`; every probe matches one GIN index of `products`. */
export function searchSql(text: string, options: SearchOptions): SQL {
  const pattern = `%${escapeLike(text)}%`;
  const document = sql`to_tsvector('simple', ${products.title} || ' ' || ${products.description})`;
  const query = sql`plainto_tsquery('simple', ${text})`;
  const inShop = options.shopId ? sql`and shop_id = ${options.shopId}` : sql``;
  const columns = sql`id, title, description`;
  const limit = options.limit;
  // Distinct titles: each title's best-scoring row only (ties to the first title in order).
  const finalRows = options.distinctTitles
    ? sql`(select distinct on (lower(title)) id, title, score from ranked order by lower(title), score desc, title) best`
    : sql`ranked`;
  const titleHits = options.distinctTitles
    ? sql`select (array_agg(id))[1] as id, min(title) as title from ${products} where ${products.title} ilike ${pattern} ${inShop} group by lower(title) order by min(title) limit ${limit}`
    : sql`select id, title from ${products} where ${products.title} ilike ${pattern} ${inShop} order by title limit ${limit}`;
  // A title containing the text scores 1, the most a product can score; ties go by title. So when at
  // least `limit` titles contain it (a short, common word), they are the answer, and the costly
  // similarity of every other candidate is never computed: the probes below skip at once.
  return sql`
    with title_hits as (
      ${titleHits}
    ),
    enough as (select count(*) = ${limit} as yes from title_hits),
    candidates as (
      select ${columns} from ${products} where not (select yes from enough) and ${document} @@ ${query} ${inShop}
      union select ${columns} from ${products} where not (select yes from enough) and ${products.title} ilike ${pattern} ${inShop}
      union select ${columns} from ${products} where not (select yes from enough) and ${text} <% ${products.title} ${inShop}
      union select ${columns} from ${products} where not (select yes from enough) and ${products.description} ilike ${pattern} ${inShop}
      union select ${columns} from ${products} where not (select yes from enough) and ${text} <% ${products.description} ${inShop}
    ),
    ranked as (
      select id, title, 1::float8 as score from title_hits where (select yes from enough)
      union all
      select id, title, greatest(
        case when title ilike ${pattern} then 1 else 0 end,
        word_similarity(${text}, title),
        case when description ilike ${pattern} then 0.5 else 0 end,
        0.8 * word_similarity(${text}, description)
      )::float8 from candidates
    )
    select id from ${finalRows} order by score desc, title asc limit ${limit}`;
}
