import { useEffect, useRef, useState } from 'react';
import { useSession } from '@/lib/session';
import { readLiveStream, StreamRefused } from './live-stream';

export type LiveState = 'connecting' | 'live' | 'paused';

/** The reconnect delay when the server has not asked for another (decision 030's `retry: 2000`). */
export const DEFAULT_RETRY_MS = 2000;

/** The id the cursor moves to; a frame without one (something else changed, decision 092) leaves the cursor. */
function eventIdOf(event: object): string | undefined {
  return 'id' in event && typeof event.id === 'string' ? event.id : undefined;
}

export interface LiveStreamSpec<E extends object> {
  /** The stream's path under the API (`orders/CM-…/events`); undefined opens nothing (not loaded yet). */
  path: string | undefined;
  /** Where a new path's stream starts: after this event id (the page's cursor), or null for everything. */
  resumeAfter: string | null;
  /** Each event, in order, once; also frames without an id (something else changed), which leave the cursor. */
  onEvent(event: E): void;
  /** The stream paused (dropped, refused, tab hidden and shown again): the page loads what it shows afresh. */
  refetch(): void;
}

/**
 * The one way the web app holds a live stream (decision 090): while the tab is visible and someone is
 * signed in, the stream is open; each event goes to `onEvent`; a dropped stream refetches and comes back
 * after the delay the server asked for (`retry:`, shorter when it ended the stream on shutdown or because
 * access changed), resuming after the last event seen (Last-Event-ID); a refusal asking again cannot change
 * (a final 4xx: not yours, signed out) stops it; a stream silent past its heartbeats counts as dropped;
 * a hidden tab holds none. Sign-out closes it.
 */
export function useLiveStream<E extends object>({ path, resumeAfter, onEvent, refetch }: LiveStreamSpec<E>): LiveState {
  const { token } = useSession();
  const [state, setState] = useState<LiveState>('connecting');
  // The stream's own cursor: the page's at first, then the last event delivered; a new path starts afresh.
  const cursor = useRef<{ path: string | undefined; id: string | null }>({ path: undefined, id: null });
  if (path !== undefined && cursor.current.path !== path) cursor.current = { path, id: resumeAfter };
  const callbacks = useRef({ onEvent, refetch });
  useEffect(() => {
    callbacks.current = { onEvent, refetch };
  }, [onEvent, refetch]);

  useEffect(() => {
    if (!path || !token) return;
    let abort: AbortController | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const refetchNow = () => callbacks.current.refetch();

    const open = () => {
      if (stopped || abort || document.visibilityState === 'hidden') return;
      const controller = new AbortController();
      abort = controller;
      setState('connecting');
      let delay = DEFAULT_RETRY_MS;
      readLiveStream<E>(
        path,
        token,
        cursor.current.id,
        {
          onOpen: () => setState('live'),
          onEvent: (event) => {
            const id = eventIdOf(event);
            if (id !== undefined) cursor.current = { path, id };
            callbacks.current.onEvent(event);
          },
          onRetry: (ms) => (delay = ms),
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
          refetchNow();
          // A refusal that asking again cannot change is not asked again every 2 s: the refetch shows the page what is wrong.
          if (again) retry = setTimeout(open, delay);
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
        refetchNow();
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
  }, [path, token]);

  return state;
}
