import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import {
  CATEGORIES,
  EARLY_CART_CALL,
  ROUTE_MANIFEST_FILE,
  STORAGE_KEYS,
  type RouteManifest,
  type RouteManifestEntry,
  type RouteSubjectKind,
} from '@campus/contract';
import { API_PREFIX } from './api-prefix';

/**
 * The SPA's index.html with hints for the page asked for: the lazy page's chunks (modulepreload), the
 * calls it will make (preload as fetch: the store's config, which every page's top bar reads, and the
 * page's catalog call) and its first picture (preload, high priority). Without
 * them the browser learns of each only after the previous one ran: entry JS → page chunk → data →
 * picture, four round trips on a phone network before the largest paint (issue 8). The cart and
 * checkout pages get the script that starts the signed-in shopper's cart call (EARLY_CART_SCRIPT).
 *
 * What each page needs comes from the web build's route manifest (dist/route-manifest.json, decision
 * 022), made from the storefront's route table; the address is matched with React Router's own
 * matcher, so the shell and the router always pick the same route.
 */
/** GET config: read by the top bar of every page (apps/web/src/lib/config.ts). */
const CONFIG_CALL = `${API_PREFIX}/config`;

/**
 * The cart and checkout pages show the signed-in shopper's cart, and its call needs the token kept in
 * local storage, which no preload hint can send. This script, the shell's only inline one, starts the
 * call with the document when a token that has not expired is stored, and leaves it on window for the
 * storefront to take (apps/web/src/features/cart/api/get-cart.ts): the cart is in when the page first
 * renders, instead of the call waiting for the scripts (decision 019). It never throws: a page without
 * it works as before.
 */
export const EARLY_CART_SCRIPT =
  '(function(){try{' +
  `var t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.authToken)});if(!t)return;` +
  "var p=JSON.parse(atob(t.split('.')[1].replace(/-/g,'+').replace(/_/g,'/')));" +
  "if(typeof p.exp==='number'&&p.exp*1000<=Date.now())return;" +
  `var r=fetch(${JSON.stringify(`${API_PREFIX}/user/cart`)},{headers:{accept:'application/json',authorization:'Bearer '+t}});` +
  'r.catch(function(){});' +
  `window[${JSON.stringify(EARLY_CART_CALL)}]={token:t,response:r}` +
  '}catch(e){}})()';

/** The CSP source that lets EARLY_CART_SCRIPT, and no other inline script, run. */
export const EARLY_CART_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_CART_SCRIPT).digest('base64')}'`;

/** Slugs are made by the seed and the catalog: lower-case letters, digits and hyphens. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,159}$/;

interface Hints {
  chunks: string[];
  fetches: string[];
  image?: string;
  /** Start the signed-in shopper's cart call with the document (EARLY_CART_SCRIPT). */
  cart?: boolean;
}

/** A catalog thing a page shows, when it exists: its first picture (undefined when it has none). */
type Subject = { picture: string | undefined } | undefined;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A call's URL pattern with the route's params put in (`/api/v1/shop/slug/:slug` → `/api/v1/shop/slug/x`). */
function fillParams(pattern: string, params: Params): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function readManifest(webDist: string): RouteManifest {
  const file = path.join(webDist, ROUTE_MANIFEST_FILE);
  // A build without the manifest still serves every page, with the config call as its only hint.
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as RouteManifest) : { routes: [] };
}

export interface PageShell {
  /** index.html for this path (no query), with the hints of its page. */
  render(pathname: string): Promise<string>;
}

/** The catalog reads the shell makes to tell a page's thing exists and find its first picture (CatalogService has them). */
export interface PageShellCatalog {
  categories(): Promise<{ name: string; shops: { shop_image: string[] }[] }[]>;
  shopBySlug(slug: string): Promise<{ shop_image: string[] } | undefined>;
  productBySlug(slug: string): Promise<{ images: string[] } | undefined>;
}

export function createPageShell(webDist: string, catalog: PageShellCatalog): PageShell {
  const template = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const manifest = readManifest(webDist);
  // The route tree the storefront's router has: its routes under one layout route without a path.
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
      return { picture: shops[0]?.shop_image[0] };
    },
    async shop(slug) {
      const shop = SLUG.test(slug) ? await catalog.shopBySlug(slug) : undefined;
      return shop ? { picture: shop.shop_image[0] } : undefined;
    },
    async product(slug) {
      const product = SLUG.test(slug) ? await catalog.productBySlug(slug) : undefined;
      return product ? { picture: product.images[0] } : undefined;
    },
  };

  const match = (pathname: string): { entry: RouteManifestEntry; params: Params } | undefined => {
    const last = matchRoutes(tree, pathname)?.at(-1);
    const entry = last && entries.get(last.route);
    return entry && { entry, params: last.params };
  };

  async function hintsFor(pathname: string): Promise<Hints> {
    let found = match(pathname);
    // The landing sends the visitor on at once: give the hints of the page they land on.
    if (found?.entry.redirect !== undefined) found = match(found.entry.redirect);
    if (!found) return { chunks: [], fetches: [] };
    const { entry, params } = found;
    const page: Hints = { chunks: entry.chunks, fetches: [], cart: entry.earlyCart === true };
    if (!entry.subject) return { ...page, fetches: entry.calls.map((call) => fillParams(call, params)) };
    const value = params[entry.subject.param];
    // The page's calls are worth starting only for a thing that exists; on a catalog that cannot load
    // now, the page still gets its chunks: hints must never turn the page into an error.
    const subject = value === undefined ? undefined : await subjects[entry.subject.kind](value).catch((): Subject => undefined);
    if (!subject) return page;
    return { ...page, fetches: entry.calls.map((call) => fillParams(call, params)), image: subject.picture };
  }

  return {
    async render(pathname) {
      const hints = await hintsFor(pathname);
      const links = [
        ...hints.chunks.map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`),
        ...[CONFIG_CALL, ...hints.fetches].map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`),
        // Only pictures the store serves itself: the CSP allows no other origin.
        ...(hints.image?.startsWith('/') && !hints.image.startsWith('//')
          ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(hints.image)}">`]
          : []),
      ];
      const page = links.length ? template.replace('</head>', `${links.join('')}</head>`) : template;
      // Before the stylesheet: an inline script after one waits for it to load before it runs.
      return hints.cart ? page.replace('</title>', `</title><script>${EARLY_CART_SCRIPT}</script>`) : page;
    },
  };
}
