import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { OrderDetail } from '@campus/contract';
import { useSession } from '@/lib/session';
import { orderQueryKey } from './get-orders';
import { StreamRefused, streamOrderEvents } from './order-stream';

/** Whether the order as loaded already has this event in a timeline. */
function shows(order: OrderDetail | undefined, eventId: string): boolean {
  return Boolean(order?.parts.some((part) => part.timeline.some((event) => event.id === eventId)));
}

export type LiveState = 'connecting' | 'live' | 'paused';

/**
 * Keeps /orders/:id current (decision 030): while the tab is visible and the shopper signed in, the
 * order's event stream is open and every event refetches the order; a hidden tab closes it, and
 * coming back (or a dropped stream) refetches, then reconnects after Last-Event-ID. Sign-out closes it.
 * `id` undefined: no stream (the order page opens it once the order has loaded).
 */
export function useLiveOrder(id: string | undefined): LiveState {
  const queryClient = useQueryClient();
  const { token } = useSession();
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    if (!id || !token) return;
    let abort: AbortController | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let lastEventId: string | null = null;
    let stopped = false;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: orderQueryKey(id) });

    const open = () => {
      if (stopped || abort || document.visibilityState === 'hidden') return;
      const controller = new AbortController();
      abort = controller;
      setState('connecting');
      let first = true;
      streamOrderEvents(
        id,
        token,
        lastEventId,
        (event) => {
          if (first) setState('live');
          first = false;
          lastEventId = event.id;
          // The stream starts with the whole history: only an event the page does not show yet needs a refetch.
          if (!shows(queryClient.getQueryData<OrderDetail>(orderQueryKey(id)), event.id)) refetch();
        },
        controller.signal,
      )
        .then(
          () => true,
          (error: unknown) => !(error instanceof StreamRefused && error.final),
        )
        .then((again) => {
          if (abort === controller) abort = null;
          if (stopped || controller.signal.aborted) return;
          setState('paused');
          refetch();
          // A refusal that asking again cannot change (not the shopper's order, the session gone) is not
          // asked again every 2 s: the refetch shows the page what is wrong.
          if (again) retry = setTimeout(open, 2000);
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
  }, [id, token, queryClient]);

  return state;
}
