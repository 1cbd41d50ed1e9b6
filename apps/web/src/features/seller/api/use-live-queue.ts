import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { SellerOrderEvent, SellerQueueChangedFrame } from '@campus/contract';
import { useLiveStream, type LiveState } from '@/lib/use-live-stream';
import { queueQueryKey } from './seller-orders';

export type { LiveState } from '@/lib/use-live-stream';

/** What the queue's page hears of besides the refetch: a newly paid part (the sound), a part the shopper or operator cancelled (a notice). */
export interface LiveQueueHandlers {
  onNewOrder(event: SellerOrderEvent): void;
  onCancelled(event: SellerOrderEvent): void;
}

/**
 * Keeps the shop's order queue current (decisions 030, 055, 090) through the one live-stream hook: once the
 * queue has loaded, its stream opens after the queue's cursor; every event refetches the queue, a newly paid
 * part calls `onNewOrder` (the alert) and a cancelled one `onCancelled` (its card vanishes, so the owner is told).
 * A `changed` frame (a member tapped "Seen" on another device, issue 36.4; or notices may have been missed)
 * refetches too, which closes a takeover another device answered.
 */
export function useLiveQueue(shopSlug: string, cursor: string | undefined, handlers: LiveQueueHandlers): LiveState {
  const queryClient = useQueryClient();
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  }, [handlers]);
  const refetch = useCallback(() => void queryClient.invalidateQueries({ queryKey: queueQueryKey(shopSlug) }), [queryClient, shopSlug]);
  const onEvent = useCallback(
    (event: SellerOrderEvent | SellerQueueChangedFrame) => {
      refetch();
      if ('changed' in event) return;
      if (event.status === 'paid') handlersRef.current.onNewOrder(event);
      else if (event.status === 'cancelled') handlersRef.current.onCancelled(event);
    },
    [refetch],
  );
  return useLiveStream<SellerOrderEvent | SellerQueueChangedFrame>({
    path: cursor === undefined ? undefined : `seller/shops/${encodeURIComponent(shopSlug)}/orders/events`,
    resumeAfter: cursor ?? null,
    onEvent,
    refetch,
  });
}
