import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SellerProduct, ShopMembership } from '@campus/contract';
import { ProductEditor } from './seller-product-page';

const membership: ShopMembership = {
  shopId: '6f1c1e0a-2b3c-4d5e-8f90-1a2b3c4d5e6f',
  slug: 'mama-kitchen',
  name: 'Mama Kitchen',
  role: 'owner',
};

const product = (patch: Partial<SellerProduct> = {}): SellerProduct => ({
  id: '0d7c9a52-8f3e-4a1b-9c2d-3e4f5a6b7c8d',
  slug: 'fried-rice-1a2b',
  title: 'Fried Rice',
  description: '',
  priceKobo: 150_000,
  images: [],
  isAvailable: true,
  extras: [],
  position: 0,
  ...patch,
});

let fetched: string[];
beforeEach(() => {
  fetched = [];
  localStorage.setItem('authToken', 'header.payload.sig');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      fetched.push(String(input));
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderEditor(edited?: SellerProduct) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProductEditor membership={membership} {...(edited ? { product: edited } : {})} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ProductEditor: extras names', () => {
  it('refuses an option named as one of another group before sending, at that option', () => {
    renderEditor(
      product({
        extras: [
          {
            title: 'Protein',
            options: [
              { name: 'Chicken', priceKobo: 50_000 },
              { name: 'Beef', priceKobo: 40_000 },
            ],
          },
          { title: 'Extra protein', options: [{ name: 'chicken', priceKobo: 90_000 }] },
        ],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const input = document.getElementById('extra-1-option-0-name');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('extra-1-option-0-name-error')?.textContent).toBe(
      'The option name “chicken” is already used in the group “Protein”: give each option of a product its own name, e.g. “chicken (large)”.',
    );
    expect(document.activeElement).toBe(input);
    expect(fetched).toEqual([]);
  });

  it('refuses two groups with one title before sending', () => {
    renderEditor(
      product({
        extras: [
          { title: 'Protein', options: [{ name: 'Beef', priceKobo: 40_000 }] },
          { title: 'PROTEIN', options: [{ name: 'Fish', priceKobo: 40_000 }] },
        ],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(document.getElementById('extra-1-title-error')?.textContent).toBe(
      'There is already an extras group called “PROTEIN”: give each group its own name.',
    );
    expect(fetched).toEqual([]);
  });

  it('sends distinct names', async () => {
    renderEditor(
      product({
        extras: [
          { title: 'Protein', options: [{ name: 'Chicken', priceKobo: 50_000 }] },
          { title: 'Extra protein', options: [{ name: 'Chicken (large)', priceKobo: 90_000 }] },
        ],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(fetched).toHaveLength(1));
  });
});

describe('ProductEditor: a long title', () => {
  it('wraps in the delete confirmation, so "Yes, delete" stays on a phone screen', () => {
    const title = 'T'.repeat(120);
    renderEditor(product({ title }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete product' }));
    const group = screen.getByRole('group', { name: 'Confirm delete' });
    expect(group.className).toContain('flex-wrap');
    expect(group.className).toContain('min-w-0');
    const question = screen.getByText(`Delete “${title}”?`);
    expect(question.className).toContain('wrap-anywhere');
    expect(screen.getByRole('button', { name: 'Yes, delete' })).toBeTruthy();
  });
});
