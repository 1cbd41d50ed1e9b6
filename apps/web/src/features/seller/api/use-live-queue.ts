import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { SellerOrderEvent } from '@campus/contract';
import { useSession } from '@/lib/session';
import { queueQueryKey } from './seller-orders';
import { streamShopEvents } from './shop-stream';

export type LiveState = 'connecting' | 'live' | 'paused';

/** What the queue's page hears of besides the refetch: a newly paid part (the sound), a part the shopper or operator cancelled (a notice). */
export interface LiveQueueHandlers {
  onNewOrder(event: SellerOrderEvent): void;
  onCancelled(event: SellerOrderEvent): void;
}

/**
 * Keeps the shop's order queue current (decisions 030, 055): once the queue has loaded, its stream
 * opens after the queue's cursor; every event refetches the queue, a newly paid part calls
 * `onNewOrder` (the sound) and a cancelled one `onCancelled` (its card vanishes, so the owner is told). A hidden tab closes the stream; coming back (or a dropped stream)
 * refetches, then reconnects after the last event seen, so nothing is missed or heard twice.
 */
export function useLiveQueue(shopSlug: string, cursor: string | undefined, handlers: LiveQueueHandlers): LiveState {
  const queryClient = useQueryClient();
  const { token } = useSession();
  const [state, setState] = useState<LiveState>('connecting');
  const ready = cursor !== undefined;
  // The stream's own cursor: the queue's at first, then the last event it delivered.
  const lastEventId = useRef<string | null>(null);
  if (lastEventId.current === null && cursor !== undefined) lastEventId.current = cursor;
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  }, [handlers]);

  useEffect(() => {
    if (!token || !ready) return;
    let abort: AbortController | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: queueQueryKey(shopSlug) });

    const open = () => {
      if (stopped || abort || document.visibilityState === 'hidden') return;
      const controller = new AbortController();
      abort = controller;
      setState('live');
      streamShopEvents(
        shopSlug,
        token,
        lastEventId.current,
        (event) => {
          lastEventId.current = event.id;
          refetch();
          if (event.status === 'paid') handlersRef.current.onNewOrder(event);
          else if (event.status === 'cancelled') handlersRef.current.onCancelled(event);
        },
        controller.signal,
      )
        .catch(() => undefined)
        .finally(() => {
          if (abort === controller) abort = null;
          if (stopped || controller.signal.aborted) return;
          setState('paused');
          refetch();
          retry = setTimeout(open, 2000);
        });
    };
    const close = () => {
      abort?.abort();
      abort = null;
      clearTimeout(retry);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        close();
        setState('paused');
      } else {
        refetch();
        open();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    open();
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      close();
    };
  }, [shopSlug, token, ready, queryClient]);

  return state;
}
