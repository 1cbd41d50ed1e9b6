import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CATEGORIES, DEFAULT_CATEGORY, EARLY_CART_CALL, STORAGE_KEYS } from '@campus/contract';
import type { CatalogService } from '../modules/catalog/catalog.service';
import { API_PREFIX } from './api-prefix';

/**
 * The SPA's index.html with hints for the page asked for: the lazy page's chunks (modulepreload), the
 * calls it will make (preload as fetch: the store's config, which every page's top bar reads, and the
 * page's catalog call) and its first picture (preload, high priority). Without
 * them the browser learns of each only after the previous one ran: entry JS → page chunk → data →
 * picture, four round trips on a phone network before the largest paint (issue 8). The cart and
 * checkout pages get the script that starts the signed-in shopper's cart call (EARLY_CART_SCRIPT).
 *
 * The route table mirrors apps/web/src/app/router.tsx; bench/bundle-size.test.ts fails when a page
 * module named here is not in the build, or a page of the build is not named here.
 */
const CATEGORY_OR_FALLBACK = 'src/app/category-or-fallback-page.tsx';
const FALLBACK = 'src/features/catalog/pages/fallback-page.tsx';

export const PAGE_MODULES: Record<string, string> = {
  checkout: 'src/features/checkout/pages/checkout-page.tsx',
  'order-success': 'src/features/checkout/pages/order-success-page.tsx',
  'request-a-book': 'src/features/book-request/pages/request-book-page.tsx',
  about: 'src/features/about/pages/about-page.tsx',
  'terms-of-service': 'src/features/about/pages/terms-of-service-page.tsx',
  'coming-soon': 'src/features/about/pages/coming-soon-page.tsx',
  share: 'src/features/about/pages/share-page.tsx',
  cart: 'src/features/cart/pages/cart-page.tsx',
  login: 'src/features/auth/pages/login-page.tsx',
  signup: 'src/features/auth/pages/signup-page.tsx',
  account: 'src/features/account/pages/account-page.tsx',
  details: 'src/features/account/pages/details-page.tsx',
  phone: 'src/features/account/pages/phone-page.tsx',
  'change-password': 'src/features/account/pages/change-password-page.tsx',
  'change-email': 'src/features/account/pages/change-email-page.tsx',
  'forgot-password': 'src/features/recovery/pages/forgot-password-page.tsx',
  recovery: 'src/features/recovery/pages/forgot-password-page.tsx',
  'verify-otp': 'src/features/recovery/pages/verify-otp-page.tsx',
  'reset-password': 'src/features/recovery/pages/reset-password-page.tsx',
  'test-panel': 'src/features/dev-panel/pages/test-panel-page.tsx',
  search: 'src/features/search/pages/search-page.tsx',
  'shop/:slug': 'src/features/catalog/pages/shop-page.tsx',
  'product-page/:slug': 'src/features/catalog/pages/product-page.tsx',
  'search/:query': 'src/features/search/pages/search-results-page.tsx',
  ':categoryParam': CATEGORY_OR_FALLBACK,
  '*': FALLBACK,
};

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

/** Pages whose content is the cart. */
const CART_PAGES = new Set(['cart', 'checkout']);

/** Slugs are made by the seed and the catalog: lower-case letters, digits and hyphens. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,159}$/;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

interface Hints {
  module: string;
  fetches: string[];
  image?: string;
  /** Start the signed-in shopper's cart call with the document (EARLY_CART_SCRIPT). */
  cart?: boolean;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface PageShell {
  /** index.html for this path (no query), with the hints of its page. */
  render(pathname: string): Promise<string>;
}

export function createPageShell(webDist: string, catalog: CatalogService): PageShell {
  const template = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : {};

  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
    return into;
  };
  const loadedByEntry = closure('index.html');
  const preloadsOf = new Map<string, string[]>();
  const modulePreloads = (module: string): string[] => {
    let files = preloadsOf.get(module);
    if (!files) {
      files = manifest[module] ? [...closure(module)].filter((key) => !loadedByEntry.has(key)).map((key) => `/${manifest[key]!.file}`) : [];
      preloadsOf.set(module, files);
    }
    return files;
  };

  async function hintsFor(pathname: string): Promise<Hints> {
    const segments = pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => {
        try {
          return decodeURIComponent(segment);
        } catch {
          return segment;
        }
      });
    const [first, second] = segments;
    if (segments.length === 0 || (segments.length === 1 && first !== undefined && !Object.hasOwn(PAGE_MODULES, first))) {
      const category = CATEGORIES.find((name) => name.toLowerCase() === (first ?? DEFAULT_CATEGORY).toLowerCase());
      if (!category) return { module: CATEGORY_OR_FALLBACK, fetches: [] };
      const shops = (await catalog.categories()).find((c) => c.name === category)?.shops ?? [];
      return { module: CATEGORY_OR_FALLBACK, fetches: [`${API_PREFIX}/categories`], image: shops[0]?.shop_image[0] };
    }
    if (segments.length === 1) return { module: PAGE_MODULES[first!]!, fetches: [], cart: CART_PAGES.has(first!) };
    if (segments.length === 2 && first === 'shop' && SLUG.test(second!)) {
      const shop = await catalog.shopBySlug(second!);
      return {
        module: PAGE_MODULES['shop/:slug']!,
        fetches: shop ? [`${API_PREFIX}/shop/slug/${second}`] : [],
        image: shop?.shop_image[0],
      };
    }
    if (segments.length === 2 && first === 'product-page' && SLUG.test(second!)) {
      const product = await catalog.productBySlug(second!);
      return {
        module: PAGE_MODULES['product-page/:slug']!,
        fetches: product ? [`${API_PREFIX}/product/slug/${second}`] : [],
        image: product?.images[0],
      };
    }
    if (segments.length === 2 && (first === 'shop' || first === 'product-page'))
      return { module: PAGE_MODULES[`${first}/:slug`]!, fetches: [] };
    if (segments.length === 2 && first === 'search') return { module: PAGE_MODULES['search/:query']!, fetches: [] };
    return { module: FALLBACK, fetches: [] };
  }

  return {
    async render(pathname) {
      // The page works without hints: a catalog that cannot load now must not turn the page into an error.
      const hints = await hintsFor(pathname).catch((): Hints => ({ module: FALLBACK, fetches: [] }));
      const links = [
        ...modulePreloads(hints.module).map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`),
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
