import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SellerHistory, SellerPart, SellerQueue, SellerSetStatusBody } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

const shopPath = (shopSlug: string, rest: string) => `seller/shops/${encodeURIComponent(shopSlug)}/${rest}`;

export const queueQueryKey = (shopSlug: string) => ['seller', shopSlug, 'queue'] as const;
export const HISTORY_PAGE_SIZE = 20;

/** GET seller/shops/{slug}/orders: the active parts, oldest first (the page shows New newest first), and the stream's cursor. */
export function useSellerQueue(shopSlug: string) {
  const { isSignedIn } = useSession();
  return useQuery({
    enabled: isSignedIn,
    retry: false,
    queryKey: queueQueryKey(shopSlug),
    queryFn: ({ signal }) => apiRequest<SellerQueue>(shopPath(shopSlug, 'orders'), { auth: true, signal }),
    refetchOnWindowFocus: true,
  });
}

/** POST …/parts/{id}/status: the answer is the part as it now stands; the queue and history refresh. */
export function useSetPartStatus(shopSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ partId, body }: { partId: string; body: SellerSetStatusBody }) =>
      apiRequest<SellerPart>(shopPath(shopSlug, `parts/${encodeURIComponent(partId)}/status`), { method: 'POST', body, auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['seller', shopSlug] }),
  });
}

/**
 * POST …/orders/{id}/seen ("Seen" on the takeover, issue 36.4): the queue is marked at once, so the takeover
 * moves on without waiting; a refusal reads the queue again (the order takes the screen back, not lost).
 */
export function useMarkSeen(shopSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partId: string) =>
      apiRequest<SellerPart>(shopPath(shopSlug, `orders/${encodeURIComponent(partId)}/seen`), { method: 'POST', auth: true }),
    onMutate: (partId) => {
      const at = new Date().toISOString();
      queryClient.setQueryData<SellerQueue>(
        queueQueryKey(shopSlug),
        (queue) =>
          queue && { ...queue, parts: queue.parts.map((part) => (part.id === partId && !part.seenAt ? { ...part, seenAt: at } : part)) },
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queueQueryKey(shopSlug) }),
  });
}

export interface HistoryFilters {
  status: string;
  from: string;
  to: string;
  page: number;
}

/** GET …/orders/history with the filters the page shows. */
export function useSellerHistory(shopSlug: string, filters: HistoryFilters) {
  const query = new URLSearchParams({ page: String(filters.page), limit: String(HISTORY_PAGE_SIZE) });
  if (filters.status) query.set('status', filters.status);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  return useQuery({
    queryKey: ['seller', shopSlug, 'history', filters],
    queryFn: ({ signal }) => apiRequest<SellerHistory>(shopPath(shopSlug, `orders/history?${query}`), { auth: true, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
