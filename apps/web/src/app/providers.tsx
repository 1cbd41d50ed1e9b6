import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TOAST_MS } from '@campus/contract';
import { SessionProvider } from '@/lib/session';

/** The server-state cache of the app; made once, shared by the providers and the router's loaders. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });
}

/** App-wide providers: server-state cache, session, toasts (§9: 3 visible, 4 s default). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        <Toaster position="top-center" visibleToasts={3} duration={TOAST_MS.default} richColors closeButton />
      </SessionProvider>
    </QueryClientProvider>
  );
}
