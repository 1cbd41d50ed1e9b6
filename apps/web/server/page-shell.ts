import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  API_PREFIX,
  EARLY_CART_CALL,
  PAGE_CONTENT_HEADER,
  PAGE_CONTENT_PAINT,
  PAGE_FRAME_ATTRIBUTE,
  ROUTE_MANIFEST_FILE,
  STORAGE_KEYS,
  type RouteManifest,
} from '@campus/contract';
import { escapeAttribute, renderHeadTags } from './page-shell-head';
import { createPageHints, type PageShellCatalog } from './page-shell-hints';
import { scriptsAfterLoad } from './page-shell-paint-first';

export type { PageShellCatalog } from './page-shell-hints';

/** GET config: read by the top bar of every page. */
const CONFIG_CALL = `${API_PREFIX}/config`;

/**
 * The signed-in shopper's calls, started with the document when local storage holds a token that has not
 * expired; the shell's only inline script. It never throws: a page without it works as before.
 * - `data-cart` (the cart and checkout pages): the cart call, which needs the token no preload hint can send. It
 *   is left on window for the storefront's first cart call to take, so the cart is in when the page first
 *   renders instead of the call waiting for the scripts (decision 019).
 * - `data-content` (a signed-in page the server frames): the page's content rendered by the server for this
 *   token (PAGE_CONTENT_HEADER), painted over the frame once the document is parsed and the stylesheet is in,
 *   unless the storefront's first render has already replaced the frame. The painting is left on window
 *   (PAGE_CONTENT_PAINT) for the frame's starter, which asks for the scripts after it (decision 140).
 */
export const EARLY_CALLS_SCRIPT =
  '(function(s){try{' +
  `var t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.authToken)});if(!t)return;` +
  "var p=JSON.parse(atob(t.split('.')[1].replace(/-/g,'+').replace(/_/g,'/')));" +
  "if(typeof p.exp==='number'&&p.exp*1000<=Date.now())return;" +
  "var a='Bearer '+t;" +
  "if(s.hasAttribute('data-cart')){" +
  `var r=fetch(${JSON.stringify(`${API_PREFIX}/user/cart`)},{headers:{accept:'application/json',authorization:a}});` +
  'r.catch(function(){});' +
  `window[${JSON.stringify(EARLY_CART_CALL)}]={token:t,response:r}}` +
  "if(!s.hasAttribute('data-content'))return;" +
  `window[${JSON.stringify(PAGE_CONTENT_PAINT)}]=fetch(location.pathname,{headers:{accept:'text/html',authorization:a,${JSON.stringify(PAGE_CONTENT_HEADER)}:'1'}})` +
  ".then(function(x){return x.status===200?x.text():''}).then(function(h){if(h)return new Promise(function(done){" +
  // Settled once the content is on screen (the task after the next frame), so the scripts come after its paint.
  `function put(){var f=document.querySelector('#root>[${PAGE_FRAME_ATTRIBUTE}]');if(f)f.outerHTML=h;requestAnimationFrame(function(){setTimeout(done,0)})}` +
  // The frame's own rules are inline (decision 075); the content's may be only in the deferred stylesheet.
  "function styled(){var l=document.querySelector('link[rel=stylesheet]');" +
  "if(l&&!l.sheet){l.addEventListener('load',put);l.addEventListener('error',put)}else put()}" +
  "document.readyState==='loading'?document.addEventListener('DOMContentLoaded',styled):styled()" +
  '})}).catch(function(){})' +
  '}catch(e){}})(document.currentScript)';

/** The CSP source that lets EARLY_CALLS_SCRIPT run. */
export const EARLY_CALLS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_CALLS_SCRIPT).digest('base64')}'`;

function readManifest(webDist: string): RouteManifest {
  const file = path.join(webDist, ROUTE_MANIFEST_FILE);
  // A build without the manifest still serves every page, with the config call as its only hint.
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as RouteManifest) : { routes: [] };
}

const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const TEMPLATE_DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;

export interface ShellOptions {
  /** The server rendered the page (decision 050): it hydrates, and its scripts start once it has loaded (decision 069). */
  rendered?: boolean;
  /** `#root` holds the app's frame (decision 075): its scripts too start once it has loaded (decision 140). */
  framed?: boolean;
  /** The frame's page paints a signed-in shopper's content, asked for with the document (decision 140). */
  paints?: boolean;
}

export interface PageShell {
  /**
   * index.html for this path (no query), with the hints of its page and, for a page the shell knows,
   * its head tags (decision 034) with absolute addresses on `origin` (the store's public address).
   */
  render(pathname: string, origin?: string, options?: ShellOptions): Promise<string>;
}

/**
 * The SPA's index.html with hints for the page asked for: the lazy page's chunks (modulepreload), the
 * calls it will make (preload as fetch: the store's config, which every page's top bar reads, and the
 * page's catalog call) and its first picture (preload, high priority). Without
 * them the browser learns of each only after the previous one ran: entry JS → page chunk → data →
 * picture, four round trips on a phone network before the largest paint (issue 8). The cart and
 * checkout pages get the script that starts the signed-in shopper's cart call, and the signed-in pages the server
 * frames the one that asks for the shopper's content (EARLY_CALLS_SCRIPT).
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
    async render(pathname, origin = 'http://localhost', { rendered = false, framed = false, paints = false } = {}) {
      const hints = await hintsFor(pathname);
      // A page whose document paints by itself, rendered or framed, starts its scripts once loaded (decisions 069, 140).
      const afterLoad = rendered || framed;
      const links = [
        ...(afterLoad ? [] : hints.chunks).map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`),
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
      const base = rendered
        ? scriptsAfterLoad(template, [...hints.chunks, ...hydration])
        : framed
          ? scriptsAfterLoad(template, hints.chunks, { frame: true })
          : template;
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
      const calls = [hints.cart ? ' data-cart' : '', framed && paints ? ' data-content' : ''].join('');
      const early = `${calls ? `<script${calls}>${EARLY_CALLS_SCRIPT}</script>` : ''}${imageHint}`;
      return early ? page.replace('</title>', () => `</title>${early}`) : page;
    },
  };
}
