import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_PREFIX, EARLY_CART_CALL, ROUTE_MANIFEST_FILE, STORAGE_KEYS, type RouteManifest } from '@campus/contract';
import { escapeAttribute, renderHeadTags } from './page-shell-head';
import { createPageHints, type PageShellCatalog } from './page-shell-hints';
import { scriptsAfterLoad } from './page-shell-paint-first';

export type { PageShellCatalog } from './page-shell-hints';

/** GET config: read by the top bar of every page. */
const CONFIG_CALL = `${API_PREFIX}/config`;

/**
 * The cart and checkout pages show the signed-in shopper's cart, and its call needs the token kept in
 * local storage, which no preload hint can send. This script, the shell's only inline one, starts the
 * call with the document when a token that has not expired is stored, and leaves it on window for the
 * storefront's cart call to take: the cart is in when the page first renders, instead of the call waiting for the scripts (decision 019). It never throws: a page without
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

function readManifest(webDist: string): RouteManifest {
  const file = path.join(webDist, ROUTE_MANIFEST_FILE);
  // A build without the manifest still serves every page, with the config call as its only hint.
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as RouteManifest) : { routes: [] };
}

const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const TEMPLATE_DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;

export interface PageShell {
  /**
   * index.html for this path (no query), with the hints of its page and, for a page the shell knows,
   * its head tags (decision 034) with absolute addresses on `origin` (the store's public address).
   */
  render(pathname: string, origin?: string, options?: { rendered?: boolean }): Promise<string>;
}

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
export function createPageShell(webDist: string, catalog: PageShellCatalog): PageShell {
  const template = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const manifest = readManifest(webDist);
  const hintsFor = createPageHints(manifest, catalog);
  // A rendered page hydrates: its starter asks for what hydration loads with the page's own chunks.
  const hydration = manifest.hydration ?? [];

  return {
    async render(pathname, origin = 'http://localhost', { rendered = false } = {}) {
      const hints = await hintsFor(pathname);
      const links = [
        // A page rendered on the server starts its scripts once loaded (decision 069), chunks included.
        ...(rendered ? [] : hints.chunks).map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`),
        // A page rendered on the server carries its calls' answers (decision 050): nothing to preload.
        ...(rendered ? [] : [CONFIG_CALL, ...hints.fetches]).map(
          (url) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`,
        ),
      ];
      // Only pictures the store serves itself (the CSP allows no other origin), asked for first: it is the largest paint.
      const imageHint =
        hints.image?.startsWith('/') && !hints.image.startsWith('//')
          ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(hints.image)}">`
          : '';
      const base = rendered ? scriptsAfterLoad(template, [...hints.chunks, ...hydration]) : template;
      let page = links.length ? base.replace('</head>', `${links.join('')}</head>`) : base;
      if (hints.about) {
        const head = renderHeadTags(hints.about, origin);
        // The template's own title and description give way to the page's.
        page = page
          .replace(TEMPLATE_DESCRIPTION, '')
          .replace(TEMPLATE_TITLE, () => head.title)
          .replace('</head>', () => `${head.tags}</head>`);
      }
      // Before the stylesheet: an inline script after one waits for it to load before it runs.
      const early = `${hints.cart ? `<script>${EARLY_CART_SCRIPT}</script>` : ''}${imageHint}`;
      return early ? page.replace('</title>', () => `</title>${early}`) : page;
    },
  };
}
