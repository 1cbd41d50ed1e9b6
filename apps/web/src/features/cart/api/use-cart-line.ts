import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { TOAST_MS, type Condiment } from '@campus/contract';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { CART_TEXT } from '../cart-messages';
import { addToCart } from './add-to-cart';
import { cartQueryKey, useCart } from './get-cart';
import { removeCartItem } from './remove-cart-item';
import { cartMutationKey, failureToast } from './use-cart-change';

/** Where the add button sits decides its messages (§8). */
export type CartSurface = 'card' | 'page';

const MESSAGES = {
  card: { added: CART_TEXT.itemAdded, removed: CART_TEXT.itemRemoved, failed: CART_TEXT.addFailedCard },
  page: { added: CART_TEXT.pageAdded, removed: CART_TEXT.pageRemoved, failed: CART_TEXT.pageUpdateFailed },
} as const;

/**
 * One product's place in the cart, for add buttons on cards and the product page (§4).
 * A visitor, or a 401, opens the sign-in-required modal instead (§6, §7). The server's answer
 * replaces the cached cart, so the badges change at once.
 */
export function useCartLine(productId: string, surface: CartSurface) {
  const { isSignedIn, openSignInModal } = useSession();
  const queryClient = useQueryClient();
  const { data: cart } = useCart();
  const line = cart?.cart.find((item) => item.product._id === productId);

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) openSignInModal();
    else failureToast(MESSAGES[surface].failed, error);
  };

  const add = useMutation({
    mutationKey: cartMutationKey,
    mutationFn: ({ condiments, quantity }: { condiments?: Condiment[]; quantity?: number }) => addToCart(productId, condiments, quantity),
    onSuccess: (next) => {
      queryClient.setQueryData(cartQueryKey, next);
      toast.success(MESSAGES[surface].added, { duration: TOAST_MS.success });
    },
    onError,
  });

  const remove = useMutation({
    mutationKey: cartMutationKey,
    mutationFn: () => removeCartItem(productId),
    onSuccess: (next) => {
      queryClient.setQueryData(cartQueryKey, next);
      toast.success(MESSAGES[surface].removed, { duration: TOAST_MS.success });
    },
    onError,
  });

  return {
    inCart: line !== undefined,
    qty: line?.qty ?? 0,
    isBusy: add.isPending || remove.isPending,
    /** Adds one, or `quantity` (and sets the extras); a visitor sees the sign-in modal. */
    add: async (condiments?: Condiment[], quantity?: number) => {
      if (!isSignedIn) return openSignInModal();
      await add.mutateAsync({ condiments, quantity }).catch(() => undefined);
    },
    remove: async () => {
      if (!isSignedIn) return openSignInModal();
      await remove.mutateAsync().catch(() => undefined);
    },
  };
}
