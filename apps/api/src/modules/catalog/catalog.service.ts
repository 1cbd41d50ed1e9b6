import type { Category, Extra, Product, Shop, Suggestion } from '@campus/contract';
import { LIMITS, typicalPrepMinutes, type ShopPlan } from '@campus/contract';
import { CachedBody } from '../../http/cached-reply';
import type { ExtraOptionRow } from '../../db/rows';
import type { CatalogRepository, CatalogSnapshot, SearchOptions } from './catalog.repository';
import { toExtra, toProduct, toShopSummary } from './catalog.mapper';

const cached = (value: unknown) => new CachedBody(value);

interface CatalogIndex {
  categories: Category[];
  categoriesBody: CachedBody;
  shopsBySlug: Map<string, { shop: Shop; body: CachedBody }>;
  shopIds: Set<string>;
  productsById: Map<string, Product>;
  productsBySlug: Map<string, Product>;
  productBodies: Map<string, CachedBody>;
  /** Products in catalog order (category, shop, product position) for paging. */
  productList: Product[];
  /** Products by `titleKey` of their title: the offers of one title across shops. */
  productsByTitle: Map<string, Product[]>;
}

/** The public reads whose answers are kept as bytes. */
export type KeptRead = 'categories' | 'shop' | 'product';

/** Titles that differ only in case or spacing name the same thing. */
export const titleKey = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();

/** Search answers kept per instance (decision 138); past this many the least recently asked goes. */
export const KEPT_SEARCHES = 1000;

/** Distinct-title hits read for the suggestions: exactly as many as are shown, so the query's title shortcut holds as often as it can. */
export const SUGGESTION_CANDIDATES = LIMITS.suggestionsMax;

/**
 * Catalog reads from an in-process index built from one snapshot of the database; search goes to the
 * database (DESIGN §7). The shop console writes the catalog while the server runs: every write
 * notifies every instance (catalog-changes.ts, decision 060), whose listener calls `invalidate`, and
 * the next read builds a new index with new cached bytes and ETags. The database's ranking of a search text
 * is kept beside the index and dropped with it (decision 138): a catalog change is the only thing that changes it.
 */
export class CatalogService {
  private index: Promise<CatalogIndex> | null = null;
  /** The index once `index` has resolved (and while it is still the current one), for synchronous reads. */
  private built: CatalogIndex | null = null;
  private generation = 0;
  /** Product ids the database ranked for a search (text and options as the key), least recently asked first. */
  private readonly searches = new Map<string, Promise<string[]>>();

  constructor(private readonly repository: CatalogRepository) {}

  private load(): Promise<CatalogIndex> {
    if (!this.index) {
      const building = this.repository.loadSnapshot().then(buildIndex);
      building.then(
        (index) => {
          if (this.index === building) this.built = index;
        },
        () => {},
      );
      // A failed build must not stick: the next read tries again.
      building.catch(() => {
        if (this.index === building) this.index = null;
      });
      this.index = building;
    }
    return this.index;
  }

  /** Drops the index and its cached bodies: the next read loads the catalog as it is now. */
  invalidate(): void {
    this.index = null;
    this.built = null;
    this.searches.clear();
    this.generation += 1;
  }

  /** How many times the index was dropped (tests and logs read it). */
  get invalidations(): number {
    return this.generation;
  }

  /**
   * A public read's kept answer when the index is already built, without waiting: the HTTP server answers it
   * before routing (decision 150). Undefined when the index is being built or the slug is unknown.
   */
  keptBody(read: KeptRead, slug?: string): CachedBody | undefined {
    const index = this.built;
    if (!index) return undefined;
    if (read === 'categories') return index.categoriesBody;
    if (slug === undefined) return undefined;
    return read === 'shop' ? index.shopsBySlug.get(slug)?.body : index.productBodies.get(slug);
  }

  async categories(): Promise<Category[]> {
    return (await this.load()).categories;
  }

  async categoriesBody(): Promise<CachedBody> {
    return (await this.load()).categoriesBody;
  }

  async shopBodyBySlug(slug: string): Promise<CachedBody | undefined> {
    return (await this.load()).shopsBySlug.get(slug)?.body;
  }

  async shopBySlug(slug: string): Promise<Shop | undefined> {
    return (await this.load()).shopsBySlug.get(slug)?.shop;
  }

  async productBySlug(slug: string): Promise<Product | undefined> {
    return (await this.load()).productsBySlug.get(slug);
  }

  async productBodyBySlug(slug: string): Promise<CachedBody | undefined> {
    return (await this.load()).productBodies.get(slug);
  }

  async productById(id: string): Promise<Product | undefined> {
    return (await this.load()).productsById.get(id);
  }

  async hasShop(shopId: string): Promise<boolean> {
    return (await this.load()).shopIds.has(shopId);
  }

  async allProducts(page: number, pageSize: number): Promise<{ products: Product[]; total: number }> {
    const { productList } = await this.load();
    const start = (page - 1) * pageSize;
    return { products: productList.slice(start, start + pageSize), total: productList.length };
  }

  /** §5: blank text gives no results; otherwise the database ranks matches. */
  async search(text: string, options: { shopId?: string; limit?: number; distinctTitles?: boolean } = {}): Promise<Product[]> {
    const trimmed = text.trim();
    if (!trimmed) return [];
    const [ids, index] = await Promise.all([
      this.rankedIds(trimmed, { shopId: options.shopId, limit: options.limit ?? 60, distinctTitles: options.distinctTitles }),
      this.load(),
    ]);
    return ids.flatMap((id) => index.productsById.get(id) ?? []);
  }

  /**
   * The database's ranking, asked once per text and options until the catalog changes. The entry is added
   * before the query is sent, so an invalidation heard while it runs drops it too: no answer older than the
   * last change is kept. A failed query is not kept.
   */
  private rankedIds(text: string, options: SearchOptions): Promise<string[]> {
    const key = JSON.stringify([text, options.shopId ?? null, options.limit, options.distinctTitles === true]);
    const kept = this.searches.get(key);
    if (kept) {
      // Most recently asked last: the one asked least recently is the first to go.
      this.searches.delete(key);
      this.searches.set(key, kept);
      return kept;
    }
    const asking = this.repository.searchProductIds(text, options);
    this.searches.set(key, asking);
    if (this.searches.size > KEPT_SEARCHES) this.searches.delete(this.searches.keys().next().value ?? key);
    asking.catch(() => {
      if (this.searches.get(key) === asking) this.searches.delete(key);
    });
    return asking;
  }

  /**
   * §9: at most 5 suggestions, one a title (issue 23: five identical "Jollof Rice" rows told the
   * shopper nothing). A title sold by several shops shows its cheapest offer and how many shops sell it.
   */
  async suggestions(text: string): Promise<Suggestion[]> {
    const [found, index] = await Promise.all([this.search(text, { limit: SUGGESTION_CANDIDATES, distinctTitles: true }), this.load()]);
    const seen = new Set<string>();
    const suggestions: Suggestion[] = [];
    for (const product of found) {
      const key = titleKey(product.productTitle);
      if (seen.has(key)) continue;
      seen.add(key);
      const offers = index.productsByTitle.get(key) ?? [product];
      // The cheapest offer one can buy; an unavailable one only when none is available.
      const buyable = offers.filter((offer) => offer.isAvailable !== false);
      const cheapest = (buyable.length ? buyable : offers).reduce((best, offer) => (offer.price < best.price ? offer : best));
      suggestions.push({
        title: cheapest.productTitle,
        slug: cheapest.slug,
        price: cheapest.price,
        image: cheapest.images[0] ?? null,
        category: cheapest.category.name,
        shop: cheapest.shop.name,
        shopCount: new Set(offers.map((offer) => offer.shop._id)).size,
        ...(cheapest.shop.hours ? { hours: cheapest.shop.hours } : {}),
      });
      if (suggestions.length === LIMITS.suggestionsMax) break;
    }
    return suggestions;
  }
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

function buildIndex(snapshot: CatalogSnapshot): CatalogIndex {
  const optionsByExtra = groupBy<ExtraOptionRow, string>(snapshot.options, (o) => o.extraId);
  const extrasByProduct = new Map<string, Extra[]>();
  for (const extra of snapshot.extras) {
    const list = extrasByProduct.get(extra.productId) ?? [];
    list.push(toExtra(extra, optionsByExtra.get(extra.id) ?? []));
    extrasByProduct.set(extra.productId, list);
  }
  const productsByShop = groupBy(snapshot.products, (p) => p.shopId);
  const shopsByCategory = groupBy(snapshot.shops, (s) => s.categoryId);

  const shopsBySlug: CatalogIndex['shopsBySlug'] = new Map();
  const productsById = new Map<string, Product>();
  const productsBySlug = new Map<string, Product>();
  const productBodies = new Map<string, CachedBody>();
  const productList: Product[] = [];

  const categories: Category[] = snapshot.categories.map((category) => {
    const categoryShops = shopsByCategory.get(category.id) ?? [];
    for (const shopRow of categoryShops) {
      const plan: ShopPlan = {
        prepMinutes: typicalPrepMinutes(snapshot.prepSamples.get(shopRow.id) ?? [], shopRow.prepMinutes),
        deliveryMinutes: snapshot.deliveryMinutes,
      };
      const shopProducts = (productsByShop.get(shopRow.id) ?? []).map((row) =>
        toProduct(row, shopRow, category.name, extrasByProduct.get(row.id) ?? [], snapshot.ratings.byProduct.get(row.id)),
      );
      for (const product of shopProducts) {
        // The times to plan on are the product page's alone: lists and search answers stay as small as they were.
        const page: Product = { ...product, shop: { ...product.shop, plan } };
        productsById.set(product._id, product);
        productsBySlug.set(product.slug, page);
        productBodies.set(product.slug, cached(page));
        productList.push(product);
      }
      const shop: Shop = {
        ...toShopSummary(shopRow, snapshot.ratings.byShop.get(shopRow.id)),
        description: shopRow.description,
        ...(shopRow.phone ? { phone: shopRow.phone } : {}),
        category: { name: category.name },
        products: shopProducts,
        plan,
      };
      shopsBySlug.set(shopRow.slug, { shop, body: cached(shop) });
    }
    return { name: category.name, shops: categoryShops.map((row) => toShopSummary(row, snapshot.ratings.byShop.get(row.id))) };
  });

  return {
    categories,
    categoriesBody: cached({ data: categories }),
    shopsBySlug,
    shopIds: new Set(snapshot.shops.map((s) => s.id)),
    productsById,
    productsBySlug,
    productBodies,
    productList,
    productsByTitle: groupBy(productList, (product) => titleKey(product.productTitle)),
  };
}
