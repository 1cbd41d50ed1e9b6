import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { TOAST_MS, type CartResponse } from '@campus/contract';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { CART_TEXT } from '../cart-messages';
import { addToCart } from './add-to-cart';
import { clearCart } from './clear-cart';
import { decreaseCartItem } from './decrease-cart-item';
import { cartQueryKey } from './get-cart';
import { emptyCartResponse, withLineQty } from './optimistic-cart';
import { removeCartItem } from './remove-cart-item';

/** Every cart mutation carries this key, so screens can tell a change is in flight (§4). */
export const cartMutationKey = ['user', 'cart', 'change'] as const;

/** A change made on the cart page. */
export type CartChange = { kind: 'increase' | 'decrease' | 'remove'; productId: string } | { kind: 'clear' };

const TEXT = {
  increase: { done: CART_TEXT.addedItem, failed: CART_TEXT.updateQuantityFailed },
  decrease: { done: CART_TEXT.quantityDecreased, failed: CART_TEXT.updateQuantityFailed },
  remove: { done: CART_TEXT.itemRemoved, failed: CART_TEXT.removeFailed },
  clear: { done: CART_TEXT.cartCleared, failed: CART_TEXT.clearFailed },
} as const;

function send(change: CartChange): Promise<CartResponse> {
  switch (change.kind) {
    case 'increase':
      return addToCart(change.productId);
    case 'decrease':
      return decreaseCartItem(change.productId);
    case 'remove':
      return removeCartItem(change.productId);
    case 'clear':
      return clearCart();
  }
}

/** What the cart will look like once the server agrees (§4: applied optimistically). */
export function predictCart(cart: CartResponse, change: CartChange): CartResponse {
  if (change.kind === 'clear') return emptyCartResponse();
  const qty = cart.cart.find((item) => item.product._id === change.productId)?.qty ?? 0;
  const next = change.kind === 'increase' ? qty + 1 : change.kind === 'decrease' ? qty - 1 : 0;
  return withLineQty(cart, change.productId, Math.max(0, next));
}

/** A failure's toast: the spec's text, with the server's reason underneath when it gave one. */
export function failureToast(text: string, error: unknown): void {
  const reason = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.serverMessage : undefined;
  toast.error(text, reason ? { description: reason } : undefined);
}

/**
 * Cart page changes (§4): applied to the cached cart at once, replaced by the server's answer,
 * rolled back to the previous cart with the §8 message on failure; a 401 opens the sign-in modal.
 */
export function useCartChange() {
  const queryClient = useQueryClient();
  const { openSignInModal } = useSession();
  return useMutation({
    mutationKey: cartMutationKey,
    mutationFn: send,
    onMutate: async (change: CartChange) => {
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      const previous = queryClient.getQueryData<CartResponse>(cartQueryKey);
      if (previous) queryClient.setQueryData(cartQueryKey, predictCart(previous, change));
      return { previous };
    },
    onError: (error, change, context) => {
      if (context?.previous) queryClient.setQueryData(cartQueryKey, context.previous);
      if (error instanceof ApiError && error.status === 401) openSignInModal();
      else failureToast(TEXT[change.kind].failed, error);
    },
    onSuccess: (next, change) => {
      queryClient.setQueryData(cartQueryKey, next);
      toast.success(TEXT[change.kind].done, { duration: TOAST_MS.success });
    },
  });
}

/** True while any cart change is on its way to the server (§4: plus/minus disabled meanwhile). */
export function useCartBusy(): boolean {
  return useIsMutating({ mutationKey: cartMutationKey }) > 0;
}
