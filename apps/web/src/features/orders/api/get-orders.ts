import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail, OrdersPage } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const ORDERS_PAGE_SIZE = 20;

export const ordersQueryKey = (page: number) => ['orders', 'list', page] as const;
export const orderQueryKey = (id: string) => ['orders', 'detail', id] as const;

/** GET orders (auth): the shopper's orders, newest first. */
export const getOrders = (page: number, signal?: AbortSignal) =>
  apiRequest<OrdersPage>(`orders?page=${page}&limit=${ORDERS_PAGE_SIZE}`, { auth: true, signal });

/** GET orders/{id} (auth): one order of the shopper; 404 for anyone else's. */
export const getOrder = (id: string, signal?: AbortSignal) =>
  apiRequest<OrderDetail>(`orders/${encodeURIComponent(id)}`, { auth: true, signal });

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderQueryKey(id), queryFn: ({ signal }) => getOrder(id, signal), retry: false });

export const ordersQueryOptions = (page: number) =>
  queryOptions({ queryKey: ordersQueryKey(page), queryFn: ({ signal }) => getOrders(page, signal), retry: false });

export function useOrders(page: number) {
  const { isSignedIn } = useSession();
  return useQuery({ ...ordersQueryOptions(page), enabled: isSignedIn, placeholderData: keepPreviousData });
}

/** One order; refetched when the window regains focus (the fallback when no live stream is open). */
export function useOrder(id: string | undefined) {
  const { isSignedIn } = useSession();
  return useQuery({ ...orderQueryOptions(id ?? ''), enabled: isSignedIn && Boolean(id), refetchOnWindowFocus: true });
}
