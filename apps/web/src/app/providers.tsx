import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from '@/lib/components/lazy-toaster';
import { TOAST_MS } from '@campus/contract';
import { SessionProvider } from '@/lib/session';
import { ClockProvider } from '@/lib/use-clock';
import { HydrationProvider } from '@/lib/use-hydrated';

/**
 * The server-state cache of the app; made once, shared by the providers and the router's loaders.
 * The HTTP client already asks a failed read once more when the failure may pass (decision 036):
 * another retry here would double the wait on a dead connection. Offline, a read is still asked
 * (`offlineFirst`): the service worker may answer it from its catalog cache (decision 035), and one it
 * cannot answer fails and is asked again on reconnect, instead of waiting, paused, as a skeleton forever.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false, networkMode: 'offlineFirst' } } });
}

/** App-wide providers: server-state cache, whether hydrated, session, toasts (§9: 3 visible, 4 s default). */
export function AppProviders({
  queryClient,
  children,
  hydrating,
  signedIn,
  renderedAt,
}: {
  queryClient: QueryClient;
  children: ReactNode;
  hydrating?: boolean;
  /** The server paints a signed-in shopper's content (decision 140): the session is the stored one's while the rest renders as the server's. */
  signedIn?: boolean;
  /** When the server rendered the page being hydrated (the clock labels read until hydrated). */
  renderedAt?: number;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationProvider hydrating={hydrating ?? false}>
        <ClockProvider renderedAt={renderedAt}>
          <SessionProvider hydrating={hydrating && !signedIn}>
            {children}
            <LazyToaster position="top-center" visibleToasts={3} duration={TOAST_MS.default} richColors closeButton />
          </SessionProvider>
        </ClockProvider>
      </HydrationProvider>
    </QueryClientProvider>
  );
}
