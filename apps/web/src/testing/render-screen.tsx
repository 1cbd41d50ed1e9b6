import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { SessionProvider } from '@/lib/session';

/** For tests: a console screen with what the app gives it: queries (not retried), the session, a router. */
export function renderScreen(screen: ReactElement) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>
        <MemoryRouter>{screen}</MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}
