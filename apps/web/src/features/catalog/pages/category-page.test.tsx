import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CategoryPage } from './category-page';

/** The app's read settings (app/providers.tsx): offline, a read is still asked, once. */
const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'offlineFirst' } } });

const renderFood = () =>
  render(
    <QueryClientProvider client={queryClient()}>
      <MemoryRouter initialEntries={['/Food']}>
        <Routes>
          <Route path="/:categoryParam" element={<CategoryPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => {
  // The categories' read fails as it does with no network (the service worker has none kept either).
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the category page with no categories loaded', () => {
  it('offline, says so under its heading (not "Failed to load categories."): it fills in on reconnect', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFood();
    expect(screen.getByRole('heading', { name: 'Food', level: 1 })).toBeTruthy();
    await screen.findByRole('heading', { name: 'You are offline', level: 2 });
    expect(screen.queryByText('Failed to load categories.')).toBeNull();
  });

  it('online, a failed read says it failed', async () => {
    renderFood();
    await screen.findByText('Failed to load categories.');
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });
});
