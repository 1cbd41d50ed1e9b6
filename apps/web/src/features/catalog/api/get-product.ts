import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@campus/contract';
import { ApiError, apiRequest } from '@/lib/api-client';

/** GET product/slug/{slug}. */
export const getProductBySlug = (slug: string, signal?: AbortSignal) =>
  apiRequest<Product>(`product/slug/${encodeURIComponent(slug)}`, { signal });

export const productQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['product', slug],
    queryFn: ({ signal }) => getProductBySlug(slug, signal),
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export function useProduct(slug: string) {
  return useQuery(productQueryOptions(slug));
}
