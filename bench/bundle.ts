import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The budget of issue 8: the JS a route loads before it can render, gzipped. */
export const INITIAL_JS_BUDGET_GZIP = 150_000;

export const WEB_DIST = path.resolve(import.meta.dirname, '../apps/web/dist');

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** What the browser fetches first for one route: the entry's closure plus, for a lazy page, its own. */
export interface RouteBundle {
  /** `entry` for the shell (and the eagerly rendered landing), else the lazy page's source file. */
  name: string;
  js: string[];
  css: string[];
  jsSizes: Sizes;
  cssSizes: Sizes;
}

export function readManifest(distDir = WEB_DIST): Manifest {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the web app (node scripts/web-build.mjs)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The files a chunk loads statically: itself and, recursively, its static imports (never its dynamic ones). */
function closure(manifest: Manifest, key: string, js = new Set<string>(), css = new Set<string>(), seen = new Set<string>()) {
  if (seen.has(key)) return { js, css };
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, js, css, seen);
  return { js, css };
}

const sizeCache = new Map<string, Sizes>();
export function fileSizes(distDir: string, file: string): Sizes {
  const full = path.join(distDir, file);
  const cached = sizeCache.get(full);
  if (cached) return cached;
  const raw = fs.readFileSync(full);
  const sizes = {
    raw: raw.length,
    gzip: zlib.gzipSync(raw, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  sizeCache.set(full, sizes);
  return sizes;
}

function total(distDir: string, files: Iterable<string>): Sizes {
  const sum: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const sizes = fileSizes(distDir, file);
    sum.raw += sizes.raw;
    sum.gzip += sizes.gzip;
    sum.brotli += sizes.brotli;
  }
  return sum;
}

/** The entry route and one route per lazily loaded page, each with the JS and CSS it loads first. */
export function routeBundles(distDir = WEB_DIST): RouteBundle[] {
  const manifest = readManifest(distDir);
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  const [entryKey] = entries[0]!;
  const entry = closure(manifest, entryKey);
  const bundles: RouteBundle[] = [
    { name: 'entry', js: [...entry.js], css: [...entry.css], jsSizes: total(distDir, entry.js), cssSizes: total(distDir, entry.css) },
  ];
  for (const [key, chunk] of Object.entries(manifest)) {
    // Routes are the lazily loaded pages (`*-page.tsx`); other dynamic imports (Paystack's popup, a dialog) load on an action, not with a route.
    if (!chunk.isDynamicEntry || !/-page\.tsx$/.test(chunk.src ?? key)) continue;
    const own = closure(manifest, key);
    const js = new Set([...entry.js, ...own.js]);
    const css = new Set([...entry.css, ...own.css]);
    bundles.push({ name: chunk.src ?? key, js: [...js], css: [...css], jsSizes: total(distDir, js), cssSizes: total(distDir, css) });
  }
  return bundles;
}

/** The lazy chunk that hydrates a server-rendered page (decision 050); only such pages load it. */
export const HYDRATE_PAGE_SRC = 'src/app/ssr/hydrate-page.ts';

/**
 * What a server-rendered page loads before it can hydrate: its route's first JS (`routeBundles`) and the
 * `hydrate-page` chunk with what it imports. `page`: the lazy page's source file, as `RouteBundle.name`.
 */
export function hydrationBundle(page: string, distDir = WEB_DIST): { js: string[]; jsSizes: Sizes } {
  const route = routeBundles(distDir).find((bundle) => bundle.name === page);
  if (!route) throw new Error(`the build has no route for ${page}`);
  const manifest = readManifest(distDir);
  if (!manifest[HYDRATE_PAGE_SRC]) throw new Error(`manifest has no chunk ${HYDRATE_PAGE_SRC}`);
  const js = new Set([...route.js, ...closure(manifest, HYDRATE_PAGE_SRC).js]);
  return { js: [...js], jsSizes: total(distDir, js) };
}

/** The scripts, module preloads and stylesheets dist/index.html makes the browser fetch before anything runs. */
export function indexHtmlAssets(distDir = WEB_DIST): { js: string[]; css: string[] } {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const js: string[] = [];
  const css: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const src = /\b(?:src|href)="\/([^"]+)"/.exec(tag)?.[1];
    if (!src) continue;
    if (tag.startsWith('<script') && /type="module"/.test(tag)) js.push(src);
    else if (/rel="modulepreload"/.test(tag)) js.push(src);
    else if (/rel="stylesheet"/.test(tag)) css.push(src);
  }
  return { js, css };
}

export function formatBytes(bytes: number): string {
  return bytes >= 1000 ? `${(bytes / 1000).toFixed(1)} kB` : `${bytes} B`;
}
