import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarketSettings, MarketSettingsBody, NeedsAttention, ShopAcceptance } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { useSingleFlightMutation } from './use-single-flight-mutation';

const settingsKey = ['admin', 'market-settings'] as const;
const attentionKey = ['admin', 'needs-attention'] as const;

/** How often the Needs attention list is read again while open (the admin area has no live stream of its own yet). */
export const ATTENTION_REFRESH_MS = 10_000;

/** GET admin/market-settings: minutes to accept, minutes before the text, each shop's own minutes (issue 36). */
export const useMarketSettings = () =>
  useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => apiRequest<MarketSettings>('admin/market-settings', { auth: true, signal }) });

/** PUT admin/market-settings (audited). */
export function useSaveMarketSettings() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: MarketSettingsBody) => apiRequest<MarketSettings>('admin/market-settings', { method: 'PUT', auth: true, body }),
    onSuccess: (data) => queryClient.setQueryData(settingsKey, data),
  });
}

/** PUT admin/shops/:slug/acceptance: one shop's minutes, or null for the market's (audited). */
export function useSaveShopAcceptance() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: ({ slug, acceptanceMinutes }: { slug: string; acceptanceMinutes: number | null }) =>
      apiRequest<ShopAcceptance>(`admin/shops/${encodeURIComponent(slug)}/acceptance`, {
        method: 'PUT',
        auth: true,
        body: { acceptanceMinutes },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
}

/** GET admin/needs-attention, read again every few seconds while the screen is open (issue 36 item 8). */
export const useNeedsAttention = () =>
  useQuery({
    queryKey: attentionKey,
    queryFn: ({ signal }) => apiRequest<NeedsAttention>('admin/needs-attention', { auth: true, signal }),
    refetchInterval: ATTENTION_REFRESH_MS,
  });
