import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { OrderChangedFrame, OrderDetail, OrderEvent } from '@campus/contract';
import { useLiveStream, type LiveState } from '@/lib/use-live-stream';
import { orderQueryKey } from './get-orders';

export type { LiveState } from '@/lib/use-live-stream';

/** Whether the order as loaded already has this event in a timeline. */
function shows(order: OrderDetail | undefined, eventId: string): boolean {
  return Boolean(order?.parts.some((part) => part.timeline.some((event) => event.id === eventId)));
}

/**
 * Keeps /orders/:id current (decisions 030, 090, 092) through the one live-stream hook: every event the page
 * does not show yet refetches the order, and so does a `changed` frame (a refund's status moved). `id` undefined: no stream (the order page opens it once the
 * order has loaded).
 */
export function useLiveOrder(id: string | undefined): LiveState {
  const queryClient = useQueryClient();
  const refetch = useCallback(() => {
    if (id) void queryClient.invalidateQueries({ queryKey: orderQueryKey(id) });
  }, [id, queryClient]);
  const onEvent = useCallback(
    (event: OrderEvent | OrderChangedFrame) => {
      // A refund's status changed (decision 092): the order is read again, whatever the page shows.
      if ('changed' in event) return refetch();
      // The stream starts with the whole history: only an event the page does not show yet needs a refetch.
      if (id && !shows(queryClient.getQueryData<OrderDetail>(orderQueryKey(id)), event.id)) refetch();
    },
    [id, queryClient, refetch],
  );
  return useLiveStream<OrderEvent | OrderChangedFrame>({
    path: id ? `orders/${encodeURIComponent(id)}/events` : undefined,
    resumeAfter: null,
    onEvent,
    refetch,
  });
}
