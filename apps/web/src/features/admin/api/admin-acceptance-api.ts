import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarketSettings, MarketSettingsBody, NeedsAttention, ShopAcceptance } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { useSingleFlightMutation } from './use-single-flight-mutation';
import { useAdminLiveState } from './admin-live';

const settingsKey = ['admin', 'market-settings'] as const;
const attentionKey = ['admin', 'needs-attention'] as const;

/** A part turns late with time alone (no event says so): the list is also read again this often. */
export const ATTENTION_REFRESH_MS = 30_000;

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

/**
 * GET admin/needs-attention (issue 36 item 8), live: the console's one stream (admin-live.tsx) reads it again at
 * once whenever any order or refund moves, and it is read every half minute for what time alone makes late.
 */
export function useNeedsAttention() {
  const attention = useQuery({
    queryKey: attentionKey,
    queryFn: ({ signal }) => apiRequest<NeedsAttention>('admin/needs-attention', { auth: true, signal }),
    refetchInterval: ATTENTION_REFRESH_MS,
  });
  return { ...attention, live: useAdminLiveState() };
}
