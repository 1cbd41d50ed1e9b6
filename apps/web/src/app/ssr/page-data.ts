import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { ApiError } from '@/lib/api-client';

/** One call's answer as the server rendered with it: its data, or the status of its refusal (a 404 shop slug). */
export interface RenderedQuery {
  key: QueryKey;
  data?: unknown;
  status?: number;
  /** The catalog call whose answer `data` is, for the service worker's catalog cache (the offline page reads it). */
  url?: string;
}

/**
 * The catalog calls behind the catalog queries (their data is the answer as sent). Only a key that is
 * exactly ['shop', slug] or ['product', slug] is the shop's or product's own call: a longer one under
 * it (['shop', slug, 'reviews', page]) is another call, and handing its answer over as the shop's
 * would show the offline page a shop without a name.
 */
export function catalogCallOf(key: QueryKey): string | undefined {
  const [kind, value] = key;
  if (kind === 'categories' || kind === 'config') return key.length === 1 ? `/api/v1/${kind}` : undefined;
  if ((kind === 'shop' || kind === 'product') && typeof value === 'string' && key.length === 2)
    return `/api/v1/${kind}/slug/${encodeURIComponent(value)}`;
  return undefined;
}

/** What the browser needs to hydrate (in `<script type="application/json" id="page-data">`, read by main.tsx) a server-rendered page without calling again: the router's and the calls' state. */
export interface PageData {
  router: HydrationState;
  queries: RenderedQuery[];
  /** When the server rendered the page (ms): time-of-day labels hydrate as they were rendered (lib/use-clock.tsx). */
  renderedAt?: number;
}

/** The answers in the server's query cache, as the page data carries them. */
export function renderedQueries(queryClient: QueryClient): RenderedQuery[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .flatMap((query): RenderedQuery[] => {
      const { status, data, error } = query.state;
      if (status === 'success') {
        const url = catalogCallOf(query.queryKey);
        return [{ key: query.queryKey, data, ...(url && { url }) }];
      }
      if (status === 'error' && error instanceof ApiError && error.status >= 400 && error.status < 500)
        return [{ key: query.queryKey, status: error.status }];
      return [];
    });
}

/**
 * Puts the server's answers into the browser's query cache, as fresh as the page they came with, so
 * the first render matches the server's HTML and no page asks for them again.
 */
export function seedQueries(queryClient: QueryClient, queries: RenderedQuery[]): void {
  const now = Date.now();
  for (const { key, data, status } of queries) {
    if (status === undefined) {
      queryClient.setQueryData(key, data, { updatedAt: now });
      continue;
    }
    keepRefusal(queryClient, key);
    const query = queryClient.getQueryCache().build(queryClient, { queryKey: key });
    query.setState({
      status: 'error',
      fetchStatus: 'idle',
      error: new ApiError(status, `Request failed (${status})`, undefined),
      errorUpdatedAt: now,
    });
  }
}

/**
 * A call the server was refused (404) is not asked again when its page mounts: the page shows the
 * refusal, on the server and in the browser alike (a query that would fetch on mount renders as pending).
 */
export function keepRefusal(queryClient: QueryClient, key: QueryKey): void {
  queryClient.setQueryDefaults(key, { retryOnMount: false });
}
