import { matchRoutes, type Params, type RouteObject } from 'react-router';
import {
  CATEGORIES,
  categoryHead,
  productHead,
  shareImagePath,
  shopHead,
  titledHead,
  type PageHead,
  type Product,
  type RouteManifest,
  type RouteManifestEntry,
  type RouteSubjectKind,
  type Shop,
} from '@campus/contract';

/** Slugs are made by the seed and the catalog: lower-case letters, digits and hyphens. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,159}$/;

export interface PageHints {
  chunks: string[];
  fetches: string[];
  image?: string;
  /** Start the signed-in shopper's cart call with the document (EARLY_CALLS_SCRIPT). */
  cart?: boolean;
  /** What the page says about itself in the head (decision 034), when the shell knows. */
  about?: PageAbout;
}

/** A page's head, its canonical path, and the catalog thing behind it for the JSON-LD. */
export interface PageAbout {
  head: PageHead;
  /** The page's own address, as the store links to it. */
  canonical: string;
  thing?: { kind: 'product'; product: Product } | { kind: 'shop'; shop: Shop };
  /** The link preview's raster picture (decision 051), when the page has one. */
  shareImage?: string;
}

/** A catalog thing a page shows, when it exists: its first picture (undefined when it has none) and what the page says of it. */
type Subject = { picture: string | undefined; about: PageAbout } | undefined;

/** A call's URL pattern with the route's params put in (`/api/v1/shop/slug/:slug` → `/api/v1/shop/slug/x`). */
function fillParams(pattern: string, params: Params): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The address as given, without a trailing slash (the store's links have none). */
function canonicalOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The catalog reads the shell makes to tell a page's thing exists and find its first picture (CatalogService has them). */
export interface PageShellCatalog {
  categories(): Promise<{ name: string; shops: { shop_image: string[] }[] }[]>;
  shopBySlug(slug: string): Promise<Shop | undefined>;
  productBySlug(slug: string): Promise<Product | undefined>;
}

/**
 * What the page at an address needs, from the web build's route manifest (decision 022): the route is
 * picked by React Router's own matcher over the same route tree the storefront's router has (its
 * routes under one layout route without a path), so the shell and the router always agree.
 */
export function createPageHints(manifest: RouteManifest, catalog: PageShellCatalog): (pathname: string) => Promise<PageHints> {
  const entries = new Map<RouteObject, RouteManifestEntry>();
  const children = manifest.routes.map((entry) => {
    const route: RouteObject = entry.index ? { index: true } : { path: entry.path ?? '' };
    entries.set(route, entry);
    return route;
  });
  const tree: RouteObject[] = [{ children }];

  const subjects: Record<RouteSubjectKind, (value: string) => Promise<Subject>> = {
    async category(value) {
      const category = CATEGORIES.find((name) => name.toLowerCase() === value.toLowerCase());
      if (!category) return undefined;
      const shops = (await catalog.categories()).find((c) => c.name === category)?.shops ?? [];
      const picture = shops[0]?.shop_image[0];
      return { picture, about: { head: categoryHead(category, picture), canonical: `/${encodeURIComponent(category)}` } };
    },
    async shop(slug) {
      const shop = SLUG.test(slug) ? await catalog.shopBySlug(slug) : undefined;
      if (!shop) return undefined;
      const shareImage = shop.shop_image[0] ? shareImagePath('shop', slug, shop.shop_image[0]) : undefined;
      return {
        picture: shop.shop_image[0],
        about: { head: shopHead(shop), canonical: `/shop/${slug}`, thing: { kind: 'shop', shop }, ...(shareImage && { shareImage }) },
      };
    },
    async product(slug) {
      const product = SLUG.test(slug) ? await catalog.productBySlug(slug) : undefined;
      if (!product) return undefined;
      const shareImage = product.images[0] ? shareImagePath('product', slug, product.images[0]) : undefined;
      const about: PageAbout = {
        head: productHead(product),
        canonical: `/product-page/${slug}`,
        thing: { kind: 'product', product },
        ...(shareImage && { shareImage }),
      };
      return { picture: product.images[0], about };
    },
  };

  const match = (pathname: string): { entry: RouteManifestEntry; params: Params } | undefined => {
    const last = matchRoutes(tree, pathname)?.at(-1);
    const entry = last && entries.get(last.route);
    return entry && { entry, params: last.params };
  };

  return async function hintsFor(pathname: string): Promise<PageHints> {
    let found = match(pathname);
    // The landing sends the visitor on at once: give the hints of the page they land on.
    if (found?.entry.redirect !== undefined) found = match(found.entry.redirect);
    if (!found) return { chunks: [], fetches: [] };
    const { entry, params } = found;
    const page: PageHints = { chunks: entry.chunks, fetches: [], cart: entry.earlyCart === true };
    if (!entry.subject) {
      const about = entry.title === undefined ? undefined : { head: titledHead(entry.title, params), canonical: canonicalOf(pathname) };
      return { ...page, fetches: entry.calls.map((call) => fillParams(call, params)), ...(about && { about }) };
    }
    const value = params[entry.subject.param];
    // The page's calls are worth starting only for a thing that exists; on a catalog that cannot load
    // now, the page still gets its chunks: hints must never turn the page into an error.
    const subject = value === undefined ? undefined : await subjects[entry.subject.kind](value).catch((): Subject => undefined);
    if (!subject) return page;
    return { ...page, fetches: entry.calls.map((call) => fillParams(call, params)), image: subject.picture, about: subject.about };
  };
}
