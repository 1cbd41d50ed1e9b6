import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductsResponse } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/** GET product/search-products?name={query}: typo-tolerant search on the server (DESIGN §7). */
export const searchProducts = (query: string, signal?: AbortSignal) =>
  apiRequest<ProductsResponse>(`product/search-products?name=${encodeURIComponent(query)}`, { signal });

export const searchProductsQueryOptions = (query: string) =>
  queryOptions({ queryKey: ['search', query], queryFn: ({ signal }) => searchProducts(query, signal), staleTime: 30_000, retry: 1 });

export function useSearchProducts(query: string) {
  return useQuery(searchProductsQueryOptions(query));
}
