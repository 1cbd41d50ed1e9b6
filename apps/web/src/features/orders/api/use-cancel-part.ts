import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderEvent } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { orderQueryKey } from './get-orders';

/** POST orders/{id}/parts/{partId}/cancel (auth): a part still paid is cancelled and refunded; 409 once the shop accepted it. */
export function useCancelPart(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partId: string) =>
      apiRequest<OrderEvent>(`orders/${encodeURIComponent(orderId)}/parts/${partId}/cancel`, { method: 'POST', body: {}, auth: true }),
    // Either way the order has moved on (cancelled, or accepted meanwhile): show it as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) }),
  });
}
