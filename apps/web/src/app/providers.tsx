import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TOAST_MS } from '@campus/contract';
import { SessionProvider } from '../lib/session';

/** App-wide providers: server-state cache, session, toasts (§9: 3 visible, 4 s default). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        <Toaster position="top-center" visibleToasts={3} duration={TOAST_MS.default} richColors closeButton />
      </SessionProvider>
    </QueryClientProvider>
  );
}
