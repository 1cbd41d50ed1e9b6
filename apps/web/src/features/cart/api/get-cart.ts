import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartResponse } from '@campus/contract';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const cartQueryKey = ['user', 'cart'] as const;

export const getCart = (signal?: AbortSignal) => apiRequest<CartResponse>('user/cart', { auth: true, signal });

/**
 * Fresh for a few seconds: the cart route's loader starts this call before the page mounts, and the
 * page must take that answer rather than ask again. Every cart change writes its answer into the cache.
 */
export const CART_FRESH_MS = 5_000;

export const cartQueryOptions = () => queryOptions({ queryKey: cartQueryKey, queryFn: ({ signal }) => getCart(signal), staleTime: CART_FRESH_MS });

/** The signed-in user's cart (GET user/cart); idle for a visitor. */
export function useCart() {
  const { isSignedIn } = useSession();
  return useQuery({ ...cartQueryOptions(), enabled: isSignedIn });
}

/** §2 badges: the number of distinct items in the cart. */
export function useCartCount(): number {
  return useCart().data?.cart.length ?? 0;
}
