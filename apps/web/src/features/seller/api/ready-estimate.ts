import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellerPart } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';

/** PUT …/parts/{id}/ready-in (issue 36): a new estimate after acceptance; the shopper's clock times move. */
export function useSetReadyEstimate(shopSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ partId, readyInMinutes }: { partId: string; readyInMinutes: number }) =>
      apiRequest<SellerPart>(`seller/shops/${encodeURIComponent(shopSlug)}/parts/${encodeURIComponent(partId)}/ready-in`, {
        method: 'PUT',
        body: { readyInMinutes },
        auth: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['seller', shopSlug] }),
  });
}
