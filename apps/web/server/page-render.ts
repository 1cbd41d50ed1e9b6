import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANDING_PATH } from '@campus/contract';
import { acceptedEncoding } from './accepted-encoding';
import { KeptAnswers } from './kept-answers';
import { jsonForScript } from './page-shell-head';
import { createCriticalCss } from './page-shell-paint-first';
import type { PageShell } from './page-shell';

/** The id of the page's data block; the storefront's PAGE_DATA_ID (apps/web/src/app/ssr/page-data.ts) says the same. */
export const PAGE_DATA_ID = 'page-data';

/**
 * What the web app's server build (apps/web/dist-server/entry-server.js) renders for an address: a public
 * page with the data the browser hydrates it with, or the app's frame of a page the browser renders
 * (`frame`, decision 075).
 */
export type RenderedPage = { html: string; status: number } & ({ data: unknown } | { frame: true; paints: boolean } | { content: true });
/** `token`: a signed-in shopper's, for their content of a page the browser renders (decision 140). */
type RenderPage = (url: string, token?: string) => Promise<RenderedPage | undefined>;
interface ServerEntry {
  createPageRenderer(fetchApi: typeof fetch): RenderPage;
}

/** A whole HTML answer, kept until the catalog changes; its compressed copies made the first time they are asked for. */
export class RenderedAnswer {
  private readonly encoded = new Map<'br' | 'gzip', Buffer>();
  readonly raw: Buffer;
  constructor(
    html: string,
    readonly status: number,
    /** The app's frame of a page the browser renders (decision 075), not a page. */
    readonly frame = false,
  ) {
    this.raw = Buffer.from(html, 'utf8');
  }
  encodedAs(encoding: 'br' | 'gzip'): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
          : zlib.gzipSync(this.raw, { level: 9 });
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/** How many rendered pages are kept per catalog version (search results make the set of addresses unbounded). */
export const RENDERED_PAGES_KEPT = 500;
/**
 * How many frames are kept, apart from the pages: every order has its own address, and a busy evening of
 * shoppers following their orders must not push the catalog's pages out.
 */
export const FRAMES_KEPT = 200;

/**
 * The catalog's version: any value that changes whenever the catalog does (compared with ===). The
 * app passes the catalog index's own answer object, which is new each time the index is rebuilt.
 */
export type CatalogVersion = () => Promise<unknown>;

export interface PageRenderer {
  /** The whole HTML answer for a page the server renders or frames, or undefined when the shell alone serves it. */
  answer(pathname: string, origin: string): Promise<RenderedAnswer | undefined>;
  /**
   * The signed-in shopper's content of a page the browser renders, rendered with their token (decision 140): the
   * HTML the page shell's early script paints over the frame. Never kept: it is one shopper's. Undefined when the
   * page has none or the token is not live.
   */
  content(pathname: string, origin: string, token: string): Promise<RenderedAnswer | undefined>;
}

/**
 * The storefront's web app answers its own API calls in-process (Fastify's inject), so a render
 * never leaves the process and sees exactly what a browser would be answered.
 */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const res = await app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { accept: 'application/json', ...(init?.headers as Record<string, string> | undefined) },
    });
    // A Uint8Array of its own: a Buffer is no BodyInit where the DOM's types apply (the bench's programs).
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * Public pages rendered on the server (decision 050): the web app's server build renders the page
 * into the page shell's HTML (head tags, hints), with the data it rendered from in a JSON block the
 * browser hydrates with. Answers are kept per address until the catalog version changes.
 * Undefined when the build has no server entry (the shell alone serves every page, as before).
 */
export async function createPageRenderer(
  app: FastifyInstance,
  webDist: string,
  shell: PageShell,
  catalogVersion: CatalogVersion,
): Promise<PageRenderer | undefined> {
  const entryFile = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!fs.existsSync(entryFile)) return undefined;
  let render: RenderPage;
  try {
    const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
    render = entry.createPageRenderer(injectFetch(app));
  } catch (error) {
    // A server build that cannot load must not stop the store: every page is then rendered in the browser.
    app.log.error({ err: error }, 'the web server build did not load; pages are rendered in the browser');
    return undefined;
  }

  const inlineCriticalCss = createCriticalCss(webDist);
  let version: unknown;
  const pages = new KeptAnswers<Promise<RenderedAnswer | undefined>>(RENDERED_PAGES_KEPT);
  const frames = new KeptAnswers<Promise<RenderedAnswer | undefined>>(FRAMES_KEPT);

  const build = async (pathname: string, origin: string): Promise<RenderedAnswer | undefined> => {
    const page = await render(new URL(pathname, origin).href);
    if (!page) return undefined;
    if ('content' in page) return undefined;
    // A frame is no page to hydrate: its shell keeps the browser-rendered page's hints, and no data.
    const rendered = !('frame' in page);
    const pageData = 'data' in page ? `<script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript(page.data)}</script>` : '';
    const html = (await shell.render(pathname, origin, { rendered, framed: !rendered, paints: 'paints' in page && page.paints })).replace(
      '<div id="root"></div>',
      () => `<div id="root">${page.html}</div>${pageData}`,
    );
    return new RenderedAnswer(await inlineCriticalCss(html), page.status, !rendered);
  };

  return {
    async content(pathname, origin, token) {
      const page = await render(new URL(pathname, origin).href, token);
      return page && 'content' in page ? new RenderedAnswer(page.html, page.status) : undefined;
    },
    async answer(pathname, origin) {
      const current = await catalogVersion();
      if (current !== version) {
        version = current;
        pages.clear();
        frames.clear();
      }
      const key = `${origin}${pathname}`;
      const kept = frames.take(key) ?? pages.take(key);
      if (kept) return kept;
      // Kept among the pages while it renders, so that requests meanwhile share it; a frame then moves to its own.
      const answer = build(pathname, origin);
      pages.keep(key, answer);
      answer.then(
        (built) => {
          // Not when the catalog changed meanwhile and the pages were let go.
          if (built?.frame && pages.forget(key, answer)) frames.keep(key, answer);
        },
        // A failed render is not kept: the next request tries again.
        () => pages.forget(key, answer),
      );
      return answer;
    },
  };
}

/**
 * Renders the landing page once the server listens (decision 072), so that the first shopper after a
 * start or a deploy does not wait for a cold render: the catalog not yet read, React's and Beasties'
 * code not yet compiled (about 330 ms, where a warm render takes 50–100 ms). On the public address
 * (PUBLIC_URL) the answer is kept for that shopper; on any other, the next render is a warm one.
 */
export function renderLandingPageOnListen(app: FastifyInstance, renderer: PageRenderer, publicUrl: string | undefined): void {
  app.addHook('onListen', async function renderLandingPage() {
    const address = app.server.address();
    const origin = publicUrl ?? (address && typeof address === 'object' ? `http://localhost:${address.port}` : undefined);
    if (!origin) return;
    // Not awaited: the server answers from the start; a shopper who comes meanwhile shares this render.
    renderer
      .answer(LANDING_PATH, origin)
      .catch((error: unknown) => app.log.warn({ err: error }, 'the landing page was not rendered ahead; its first visit renders it'));
  });
}

/** Sends a rendered page, compressed when the client accepts it; never stored by shared caches' guesswork (`no-cache`: revalidate). */
export function sendRenderedAnswer(request: FastifyRequest, reply: FastifyReply, answer: RenderedAnswer, cacheControl = 'no-cache') {
  reply.code(answer.status).header('cache-control', cacheControl).header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding) return reply.header('content-encoding', encoding).send(answer.encodedAs(encoding));
  return reply.send(answer.raw);
}
