import type { PageRoute } from './page-route';

/** What the build's route manifest plugin (build/route-manifest-plugin.ts) reads, run in Node. */
export { ROUTE_MANIFEST_FILE } from '@campus/contract';
export { API_BASE } from '@/lib/api-client';
export { ROUTES } from './route-table';

/** The module main.tsx imports to hydrate a page the server rendered (src-relative). */
export const HYDRATION_MODULE = 'app/ssr/hydrate-page.ts';

export interface RouteManifestSource {
  ROUTE_MANIFEST_FILE: string;
  API_BASE: string;
  ROUTES: Record<string, PageRoute>;
  HYDRATION_MODULE: string;
}
