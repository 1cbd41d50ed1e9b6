import { createHash } from 'node:crypto';
import Beasties, { type Options } from 'beasties';
import { HELD_TAPS, PAGE_CONTENT_PAINT } from '@campus/contract';
import { escapeAttribute } from './page-shell-head';

/** The entry's module script and Vite's module preloads, as Vite writes them into index.html. */
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/** How long a frame's scripts wait at most for the shopper's content to be painted (a slow or lost answer). */
const CONTENT_WAIT_MS = 3000;

/**
 * Starts a server-rendered page's scripts once the page has loaded (decision 069): it preloads the
 * chunks named in its `data-preload` and runs the module in its `data-entry`. The page is whole in its
 * HTML (links are links, the content is there), and its scripts only make it interactive; asked for
 * with the document, they were fetched and compiled between its first paint and its largest picture
 * on a phone. Until the page is hydrated, a tapped button (or an element marked `data-held-tap`) or a
 * sent form would do nothing: each is held (once, in order) for the storefront to replay when it is
 * (HELD_TAPS), and shows it was taken (`data-held`, `aria-busy`) until then (decision 070); if the
 * scripts cannot load, they go to the browser as they would have without it. Its
 * text never changes: the CSP allows it by hash (SCRIPTS_AFTER_LOAD_SOURCE).
 */
export const SCRIPTS_AFTER_LOAD =
  // The app's frame (`data-frame`, decision 140) is inert and is replaced, not hydrated: nothing to hold.
  '(function(s){var held=[],shown=[],K=' +
  JSON.stringify(HELD_TAPS) +
  ';' +
  'function hold(e){var t=e.type==="submit"?e.target:e.target.closest&&e.target.closest("button,[role=button],[data-held-tap]");' +
  'if(!t||t.disabled)return;e.preventDefault();e.stopPropagation();if(held.indexOf(t)>=0)return;held.push(t);' +
  // The shopper sees the tap was taken (a sent form shows it on the button that sent it): `[data-held]` in index.css.
  'var m=e.submitter||t;shown.push(m);m.setAttribute("data-held","");m.setAttribute("aria-busy","true")}' +
  'if(!s.hasAttribute("data-frame")){document.addEventListener("click",hold,true);document.addEventListener("submit",hold,true);' +
  'window[K]={release:function(){' +
  'document.removeEventListener("click",hold,true);document.removeEventListener("submit",hold,true);' +
  'shown.splice(0).forEach(function(m){m.removeAttribute("data-held");m.removeAttribute("aria-busy")});return held.splice(0)}}}' +
  // A frame whose shopper's content is being painted (decision 140) asks for the scripts once it is, or after
  // CONTENT_WAIT_MS: its content, not the scripts, is the page's largest paint.
  'addEventListener("load",function(){var w=window[' +
  JSON.stringify(PAGE_CONTENT_PAINT) +
  '];if(!w)return begin();var go=0,once=function(){if(!go){go=1;begin()}};w.then(once,once);setTimeout(once,' +
  String(CONTENT_WAIT_MS) +
  ')},{once:true});' +
  // One request a task: each link that starts a request costs the main thread a millisecond or more on a slow
  // phone, and the dozen a page asks for were one long task in a single handler (decision 074). A message
  // port's task comes at once, where a chain of timers is held back 4 ms a step after the fifth.
  'function begin(){var q=s.dataset.preload.split(" "),c=new MessageChannel;' +
  'c.port1.onmessage=function(){var h=q.shift();if(h===undefined)return start();c.port2.postMessage(0);if(!h)return;' +
  'var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)};' +
  'c.port2.postMessage(0)}' +
  'function start(){var e=document.createElement("script");e.type="module";e.crossOrigin="";e.src=s.dataset.entry;' +
  // Scripts that cannot load (a dropped connection): what was held goes to the browser itself, as without the starter.
  'e.onerror=function(){window[K]&&window[K].release().forEach(function(t){t.tagName==="FORM"?t.requestSubmit():t.click()})};' +
  'document.head.appendChild(e)}' +
  '})(document.currentScript)';

/** The CSP source that lets SCRIPTS_AFTER_LOAD run. */
export const SCRIPTS_AFTER_LOAD_SOURCE = `'sha256-${createHash('sha256').update(SCRIPTS_AFTER_LOAD).digest('base64')}'`;

/**
 * A rendered page's document: the template's entry script and module preloads, and the page's own
 * chunks, become one SCRIPTS_AFTER_LOAD at the end of the body; `frame`: the document holds the app's
 * frame, which no tap reaches (decision 140). A template without an entry script
 * (no web build) is left as it is.
 */
export function scriptsAfterLoad(html: string, pageChunks: readonly string[], { frame = false } = {}): string {
  const entry = [...html.matchAll(ENTRY_SCRIPT)][0]?.[1];
  if (entry === undefined) return html;
  const preloads = [...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? ''), ...pageChunks].filter(Boolean);
  const starter = `<script${frame ? ' data-frame' : ''} data-entry="${escapeAttribute(entry)}" data-preload="${escapeAttribute([...new Set(preloads)].join(' '))}">${SCRIPTS_AFTER_LOAD}</script>`;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `${starter}</body>`);
}

/** Beasties' options: the rules the page's own markup uses inline, the whole stylesheet after the first paint. */
const CRITICAL_CSS_OPTIONS: Options = {
  external: true,
  inlineThreshold: 0,
  // The stylesheet file stays whole: it is also every browser-rendered page's, and the service worker's.
  pruneSource: false,
  mergeStylesheets: true,
  // `media="print"` until a small script (allowed by its hash, deferredStylesScriptSource) switches it on;
  // without scripts, a <noscript> link loads it.
  preload: 'media-script',
  noscriptFallback: true,
  // The preflight's placeholder colour: a selector of a pseudo-element alone, which Beasties cannot match; and
  // how a tap held before hydration shows (the starter marks the button only when it is tapped).
  allowRules: [/^::placeholder$/, /^\[data-held\]$/],
  fonts: false,
  keyframes: 'critical',
  compress: true,
  reduceInlineStyles: false,
  logLevel: 'silent',
};

/**
 * States a matcher cannot evaluate on a document at rest (with the comma before one in a list): a rule behind
 * one still applies to what the page shows, as Tailwind's `group-open:` rules do to an open <details>.
 */
const DYNAMIC_PSEUDO =
  /,?\s*(?<!\\)::?(?:hover|focus-visible|focus-within|focus|active|visited|popover-open|open|before|after|placeholder|marker|selection)\b(?!-)/g;

/** Beasties' own selector normalization, which this subclass extends (it is a method of Beasties, not in its types). */
const normalizeSelector = (Beasties.prototype as unknown as { normalizeCssSelector(this: Beasties, sel: string): string })
  .normalizeCssSelector;

/**
 * Beasties strips every pseudo-class before matching a selector against the document, `:where(…)` and
 * `:is(…)` with their contents, so Tailwind's `space-y-*` and `divide-y` rules
 * (`:where(.space-y-4>:not(:last-child))`) and the preflight's `:where(…)` rules never matched and pages
 * painted without their spacing. Such a selector keeps its structure, which the matcher evaluates, and
 * loses only the states no document is in yet; a selector it still cannot evaluate is left out, as before.
 */
class TailwindAwareBeasties extends Beasties {
  normalizeCssSelector(sel: string): string {
    return /:(?:where|is)\(/.test(sel) ? sel.replace(DYNAMIC_PSEUDO, '') : normalizeSelector.call(this, sel);
  }
}

/**
 * Inlines the CSS rules a rendered page's markup uses (Beasties: selectors matched against the
 * document, no browser) and defers the whole stylesheet: the first paint needs no request but the
 * document's, and the document stays within TCP's first window on a phone network (decision 069).
 */
export function createCriticalCss(webDist: string): (html: string) => Promise<string> {
  const beasties = new TailwindAwareBeasties({ ...CRITICAL_CSS_OPTIONS, path: webDist, publicPath: '/' });
  return (html) => beasties.process(html);
}

/**
 * The CSP source of the one script Beasties adds (it switches the deferred stylesheet on); its text
 * never changes, so it is read once from what Beasties writes for a page with a stylesheet.
 */
export async function deferredStylesScriptSource(): Promise<string> {
  class OneRule extends Beasties {
    override readFile(): string {
      return 'p{color:red}';
    }
  }
  const html = await new OneRule({ ...CRITICAL_CSS_OPTIONS, path: '/', publicPath: '/' }).process(
    '<html><head><link rel="stylesheet" href="/s.css"></head><body><p>x</p></body></html>',
  );
  const script = /<script>([^<]+)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('Beasties wrote no script for a deferred stylesheet: the CSP cannot allow it');
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}
