import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderAgainResponse } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { cartQueryKey } from '@/features/cart/api/get-cart';

/** POST user/cart/order-again/{orderId} (auth): the order's unchanged lines go back in the cart; the answer is the new cart. */
export function useOrderAgain(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<OrderAgainResponse>(`user/cart/order-again/${encodeURIComponent(orderId)}`, { method: 'POST', body: {}, auth: true }),
    onSuccess: (answer) => queryClient.setQueryData(cartQueryKey, answer.cart),
  });
}
