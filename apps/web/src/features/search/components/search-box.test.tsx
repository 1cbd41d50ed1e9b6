import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Suggestion } from '@campus/contract';
import { SearchBox } from './search-box';

const json = (body: object) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderWith(suggestions: Suggestion[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ suggestions })),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SearchBox />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByRole('combobox'), { target: { value: 'jollof' } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SearchBox suggestions', () => {
  it('shows one row for a title several shops sell, naming the cheapest shop and how many more sell it, linking to all offers', async () => {
    renderWith([
      { title: 'Jollof Rice', slug: 'jollof-rice-suya-spot', price: 1500, image: null, category: 'Food', shop: 'Suya Spot', shopCount: 5 },
    ]);
    const row = await screen.findByRole('option');
    expect(within(row).getByText('Suya Spot')).toBeTruthy();
    expect(within(row).getByText('Food · 5 shops')).toBeTruthy();
    expect(within(row).getByText('from')).toBeTruthy();
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/search/Jollof%20Rice');
  });

  it("names the shop of a title one shop sells and links to the product's page", async () => {
    renderWith([
      {
        title: 'Ofada Rice',
        slug: 'ofada-rice-amala-express',
        price: 2000,
        image: null,
        category: 'Food',
        shop: 'Amala Express',
        shopCount: 1,
      },
    ]);
    const row = await screen.findByRole('option');
    expect(within(row).getByText('Amala Express')).toBeTruthy();
    expect(within(row).getByText('Food')).toBeTruthy();
    expect(within(row).queryByText('from')).toBeNull();
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/product-page/ofada-rice-amala-express');
  });
});
