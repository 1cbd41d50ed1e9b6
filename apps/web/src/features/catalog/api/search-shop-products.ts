import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductsResponse } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/** GET shop/{shopId}/search?search={text}. */
export const searchShopProducts = (shopId: string, text: string, signal?: AbortSignal) =>
  apiRequest<ProductsResponse>(`shop/${encodeURIComponent(shopId)}/search?search=${encodeURIComponent(text)}`, { signal });

export const shopSearchQueryOptions = (shopId: string, text: string) =>
  queryOptions({
    // The text is part of the key: an answer for older text never shows for newer text (§4 stale responses discarded).
    queryKey: ['shop-search', shopId, text],
    queryFn: ({ signal }) => searchShopProducts(shopId, text, signal),
    staleTime: 30_000,
  });

/** Idle while the text is blank (§5: blank clears the results). */
export function useShopSearch(shopId: string, text: string) {
  const trimmed = text.trim();
  return useQuery({ ...shopSearchQueryOptions(shopId, trimmed), enabled: trimmed.length > 0 });
}
