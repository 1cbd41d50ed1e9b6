/**
 * The web build's route manifest (apps/web/dist/route-manifest.json, decision 022): for every page
 * route of the storefront's route table, what the API's page shell needs to give the browser its
 * hints before any script runs. The web build writes it; the server only reads it.
 */

/** A catalog thing a page shows: its first picture is preloaded, and the page's calls only when it exists. */
export type RouteSubjectKind = 'category' | 'shop' | 'product';

export interface RouteManifestEntry {
  /** The React Router pattern of the route ('shop/:slug', '*'); absent on the index route. */
  path?: string;
  /** The index route ('/'). */
  index?: true;
  /** Where the route sends the visitor at once: the page shell gives the hints of that address instead. */
  redirect?: string;
  /** The page's own scripts (URLs), the ones the entry does not load already: preloaded as modules. */
  chunks: string[];
  /** The public API calls the page's loader starts, as URL patterns with the route's :params. */
  calls: string[];
  /** Which route param names the page's catalog thing, and of which kind. */
  subject?: { kind: RouteSubjectKind; param: string };
  /** Start the signed-in shopper's cart call with the document (decision 019). */
  earlyCart?: true;
  /** The page's title when no catalog thing names it, with `{param}` marks for route params (decision 034). */
  title?: string;
}

export interface RouteManifest {
  routes: RouteManifestEntry[];
  /**
   * The scripts (URLs) a page rendered on the server loads to hydrate, beyond the entry's: the starter asks
   * for them with the page's own, not one round trip after the entry has run (decision 074).
   */
  hydration?: string[];
}

/** The manifest's file name in the web build's output folder. */
export const ROUTE_MANIFEST_FILE = 'route-manifest.json';
