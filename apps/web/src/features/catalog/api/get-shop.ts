import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Shop } from '@campus/contract';
import { ApiError, apiRequest } from '@/lib/api-client';

/** GET shop/slug/{slug}, sent without the token (§6). */
export const getShopBySlug = (slug: string, signal?: AbortSignal) => apiRequest<Shop>(`shop/slug/${encodeURIComponent(slug)}`, { signal });

export const shopQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['shop', slug],
    queryFn: ({ signal }) => getShopBySlug(slug, signal),
    staleTime: 60_000,
    // A missing shop is an answer, not a failure to retry.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export function useShop(slug: string) {
  return useQuery(shopQueryOptions(slug));
}
