import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StockCount, StockSettings } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { sellerKeys } from './seller-catalog-api';

/** The console's stock calls (issue 38 item 2): /seller/shops/{shopSlug}/products/{id}/stock and …/stock-settings. */
const shopPath = (shopSlug: string) => `seller/shops/${encodeURIComponent(shopSlug)}`;
const stockSettingsKey = (shopSlug: string) => ['seller', shopSlug, 'stock-settings'] as const;

export function useSetStockCount(shopSlug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, stockCount }: { productId: string; stockCount: number | null }) =>
      apiRequest<StockCount>(`${shopPath(shopSlug)}/products/${productId}/stock`, { method: 'PUT', body: { stockCount }, auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: sellerKeys.products(shopSlug) }),
  });
}

export function useStockSettings(shopSlug: string) {
  return useQuery({
    queryKey: stockSettingsKey(shopSlug),
    queryFn: ({ signal }) => apiRequest<StockSettings>(`${shopPath(shopSlug)}/stock-settings`, { auth: true, signal }),
  });
}

export function useSaveStockSettings(shopSlug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: StockSettings) =>
      apiRequest<StockSettings>(`${shopPath(shopSlug)}/stock-settings`, { method: 'PUT', body: settings, auth: true }),
    onSuccess: (saved) => client.setQueryData(stockSettingsKey(shopSlug), saved),
  });
}
