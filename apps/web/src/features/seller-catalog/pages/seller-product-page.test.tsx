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

/** A group as written here: plain extras unless it says its kind (issue 38). */
type GroupPatch = Omit<SellerProduct['extras'][number], 'kind' | 'limit' | 'defaultOption'> & Partial<SellerProduct['extras'][number]>;

const product = ({ extras = [], ...patch }: Partial<Omit<SellerProduct, 'extras'>> & { extras?: GroupPatch[] } = {}): SellerProduct => ({
  id: '0d7c9a52-8f3e-4a1b-9c2d-3e4f5a6b7c8d',
  slug: 'fried-rice-1a2b',
  title: 'Fried Rice',
  description: '',
  priceKobo: 150_000,
  images: [],
  isAvailable: true,
  extras: extras.map((group) => ({ kind: 'extras', limit: null, defaultOption: null, ...group })),
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

describe('ProductEditor: choice groups (issue 38)', () => {
  const sizes = { title: 'Size', options: ['S', 'M', 'L'].map((name) => ({ name, priceKobo: 0 })) };

  it('refuses a limit above the number of options before sending, at the limit', () => {
    renderEditor(product({ extras: [sizes] }));
    fireEvent.change(screen.getByLabelText('How shoppers choose'), { target: { value: 'upTo' } });
    fireEvent.change(screen.getByLabelText('Up to'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(document.getElementById('extra-0-limit-error')?.textContent).toBe(
      'Size: the number to pick must be a whole number from 1 to 3 (its options)',
    );
    expect(fetched).toEqual([]);
  });

  it('sends the kind, the limit only where it counts, and the default', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)));
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    renderEditor(product({ extras: [sizes] }));
    fireEvent.change(screen.getByLabelText('How shoppers choose'), { target: { value: 'one' } });
    fireEvent.change(screen.getByLabelText('Starts chosen'), { target: { value: 'M' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0] as { extras: unknown[] }).extras).toEqual([{ ...sizes, kind: 'one', limit: null, defaultOption: 'M' }]);
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
