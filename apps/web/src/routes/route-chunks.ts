import { ROUTE_MANIFEST_FILE, type RouteManifest } from '@campus/contract';

let chunksByPath: Promise<ReadonlyMap<string, readonly string[]>> | undefined;
/** The first page's chunks come with its document (the page shell's hints); the manifest serves the pages after it. */
let firstPageStarted = false;

/** Each route's own chunks, by its pattern, from the web build's route manifest (decision 022); asked for once. */
function routeChunks(): Promise<ReadonlyMap<string, readonly string[]>> {
  chunksByPath ??= fetch(`/${ROUTE_MANIFEST_FILE}`)
    .then(async (response) => {
      if (!response.ok) throw new Error(`${ROUTE_MANIFEST_FILE}: ${response.status}`);
      const { routes } = (await response.json()) as RouteManifest;
      return new Map(routes.flatMap((route) => (route.path === undefined ? [] : [[route.path, route.chunks] as const])));
    })
    .catch(() => {
      // Offline or a build being replaced: no preloads this time (the pages still load), ask again next time.
      chunksByPath = undefined;
      return new Map<string, readonly string[]>();
    });
  return chunksByPath;
}

/**
 * Called once the first page has started (its chunks came with its document, hinted by the page shell):
 * asks for the route manifest when the browser is idle, so that the pages the shopper opens next find
 * their chunks' list at hand (decision 071).
 */
export function prefetchRouteChunks(): void {
  firstPageStarted = true;
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
  idle(() => void routeChunks());
}

/**
 * Preloads the chunks of the route with this pattern (its page and the modules only pages use) beside
 * the page's own import: they come together, not the page first and what it imports one round trip
 * later. A lazy import carries no such list in the build (vite.config.ts), so every page's first JS is
 * smaller by all of them.
 */
export async function preloadRouteChunks(path: string | undefined): Promise<void> {
  if (!firstPageStarted || path === undefined) return;
  const chunks = (await routeChunks()).get(path) ?? [];
  const present = new Set([...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')));
  for (const href of chunks) {
    if (present.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
