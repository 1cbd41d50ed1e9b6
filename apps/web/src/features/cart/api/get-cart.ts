import { queryOptions, useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { EARLY_CART_CALL, type CartResponse } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { tokenStorage } from '@/lib/token-storage';

export const cartQueryKey = ['user', 'cart'] as const;

/** Lines the server dropped (a deleted product, a suspended shop: issue 20) are told once, wherever the cart was read. */
export const getCart = (signal?: AbortSignal) =>
  apiRequest<CartResponse>('user/cart', { auth: true, signal, answer: takeEarlyCartCall() }).then((cart) => {
    for (const notice of cart.notices ?? []) toast.warning(notice, { duration: 8000 });
    return cart;
  });

interface EarlyCartCall {
  token: string;
  response: Promise<Response>;
}

/**
 * The cart call the page shell of the cart and checkout pages started with the document (decision
 * 019), once: the first cart call of the page takes it, and only while the token it was sent with is
 * still the stored one. Every later call asks the server.
 */
function takeEarlyCartCall(): Promise<Response> | undefined {
  // The server's render of a shopper's cart (decision 140) has no window and no early call.
  if (typeof window === 'undefined') return undefined;
  const early = (window as unknown as Record<string, EarlyCartCall | undefined>)[EARLY_CART_CALL];
  if (!early) return undefined;
  delete (window as unknown as Record<string, unknown>)[EARLY_CART_CALL];
  return early.token === tokenStorage.get() ? early.response : undefined;
}

/**
 * Fresh for a few seconds: the cart route's loader starts this call before the page mounts, and the
 * page must take that answer rather than ask again. Every cart change writes its answer into the cache.
 */
export const CART_FRESH_MS = 5_000;

export const cartQueryOptions = () =>
  queryOptions({ queryKey: cartQueryKey, queryFn: ({ signal }) => getCart(signal), staleTime: CART_FRESH_MS });

/** The signed-in user's cart (GET user/cart); idle for a visitor. */
export function useCart() {
  const { isSignedIn } = useSession();
  return useQuery({ ...cartQueryOptions(), enabled: isSignedIn });
}

/** §2 badges: the number of distinct items in the cart. */
export function useCartCount(): number {
  return useCart().data?.cart.length ?? 0;
}
