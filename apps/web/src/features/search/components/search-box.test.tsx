import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Suggestion } from '@campus/contract';
import { SearchBox } from './search-box';

const json = (body: object) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** Where the router is, so a test can see where Enter went. */
function Where() {
  return <output data-testid="where">{decodeURIComponent(useLocation().pathname)}</output>;
}

function renderWith(suggestions: Suggestion[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ suggestions })),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SearchBox />
        <Where />
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

  const twoRows: Suggestion[] = [
    { title: 'Jollof Rice', slug: 'jollof-rice-suya-spot', price: 1500, image: null, category: 'Food', shop: 'Suya Spot', shopCount: 1 },
    {
      title: 'Jollof Spaghetti',
      slug: 'jollof-spaghetti-mama-t',
      price: 1200,
      image: null,
      category: 'Food',
      shop: 'Mama T',
      shopCount: 1,
    },
  ];

  it('ArrowDown then Enter opens the highlighted suggestion, not a search for the typed text', async () => {
    renderWith(twoRows);
    await screen.findAllByRole('option');
    const box = screen.getByRole('combobox');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[0]!.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('where').textContent).toBe('/product-page/jollof-spaghetti-mama-t');
  });

  it('ArrowUp from the box highlights the last suggestion, and past the first goes back to the typed text', async () => {
    renderWith(twoRows);
    await screen.findAllByRole('option');
    const box = screen.getByRole('combobox');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('where').textContent).toBe('/search/jollof');
  });

  it('typing after a highlight drops it: Enter searches the new text', async () => {
    renderWith(twoRows);
    await screen.findAllByRole('option');
    const box = screen.getByRole('combobox');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.change(box, { target: { value: 'jollof r' } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('where').textContent).toBe('/search/jollof r');
  });
});
