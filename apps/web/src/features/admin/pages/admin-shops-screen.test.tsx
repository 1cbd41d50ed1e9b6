import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES, type AdminShop } from '@campus/contract';
import { renderScreen } from '@/testing/render-screen';
import { fakeSessionToken } from '@/testing/session-token';
import { AdminShopsPage } from './admin-shops-screen';

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const CATEGORY = { id: '1b0c1c52-6a61-4c55-9e5c-1b1d2c3e4f50', name: 'Food' };
const SHOP: AdminShop = {
  id: '2b0c1c52-6a61-4c55-9e5c-1b1d2c3e4f50',
  slug: 'mama-put',
  name: 'Mama Put',
  description: '',
  categoryId: CATEGORY.id,
  categoryName: 'Food',
  deliveryPrice: 250.5,
  phone: '',
  isOpen: true,
  suspended: false,
  suspendedAt: null,
  productCount: 0,
  owners: [],
  bankAccountName: null,
  bankNameMatches: null,
};

const OTHER_SHOP: AdminShop = { ...SHOP, id: '3b0c1c52-6a61-4c55-9e5c-1b1d2c3e4f50', slug: 'hall-laundry', name: 'Hall Laundry Express' };

let sent: { method: string; body: unknown }[];
/** What the server answers a save with, when it refuses. */
let refusal: { status: number; body: object } | null;
beforeEach(() => {
  localStorage.setItem('authToken', fakeSessionToken({ email: 'op@example.com', fullName: 'Ada Operator' }));
  refusal = null;
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/me/roles')) return json(200, { operator: true, shops: [] });
      if (init?.method && init.method !== 'GET') {
        sent.push({ method: init.method, body: JSON.parse(String(init.body)) });
        return refusal ? json(refusal.status, refusal.body) : json(200, SHOP);
      }
      if (url.endsWith('/admin/shops')) return json(200, { shops: [SHOP, OTHER_SHOP], categories: [CATEGORY] });
      return json(404, { error: 'Not found' });
    }),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const renderPage = () => renderScreen(<AdminShopsPage />);

async function newShopForm() {
  renderPage();
  const form = within((await screen.findByRole('heading', { name: 'New shop' }, { timeout: 5000 })).closest('section')!);
  fireEvent.change(form.getByLabelText('Category'), { target: { value: CATEGORY.id } });
  return form;
}

describe('the shop forms', () => {
  it.each(['1e3', '1E3', '0x10', '-5', '1,000', '12.345'])(
    'refuse the delivery fee %j before sending, saying how to write it',
    async (fee) => {
      const form = await newShopForm();
      fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Kilishi Stand' } });
      fireEvent.change(form.getByLabelText('Delivery fee (₦)'), { target: { value: fee } });
      fireEvent.click(form.getByRole('button', { name: 'Create shop' }));
      expect(form.getByRole('alert').textContent).toBe(ADMIN_MESSAGES.deliveryFee);
      expect(sent).toEqual([]);
    },
  );

  it('refuse a name of emoji alone before sending, and send a plain fee as naira', async () => {
    const form = await newShopForm();
    fireEvent.change(form.getByLabelText('Name'), { target: { value: '🍕🍕' } });
    fireEvent.click(form.getByRole('button', { name: 'Create shop' }));
    expect(form.getByRole('alert').textContent).toBe(ADMIN_MESSAGES.shopNameNoLetters);
    expect(sent).toEqual([]);

    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Ẹ̀kọ́ 書店' } });
    fireEvent.change(form.getByLabelText('Delivery fee (₦)'), { target: { value: '250.50' } });
    fireEvent.click(form.getByRole('button', { name: 'Create shop' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'POST', body: { name: 'Ẹ̀kọ́ 書店', categoryId: CATEGORY.id, description: '', deliveryPrice: 250.5 } });
  });

  it('the Edit form refuses "1e3" too', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Shops' }, { timeout: 5000 });
    const [mamaPut] = within(list).getAllByRole('listitem');
    fireEvent.click(within(mamaPut!).getByRole('button', { name: 'Edit' }));
    const shop = within(mamaPut!);
    expect((shop.getByLabelText('Delivery fee (₦)') as HTMLInputElement).value).toBe('250.5');
    fireEvent.change(shop.getByLabelText('Delivery fee (₦)'), { target: { value: '1e3' } });
    fireEvent.click(shop.getByRole('button', { name: 'Save changes' }));
    expect(shop.getByRole('alert').textContent).toBe(ADMIN_MESSAGES.deliveryFee);
    expect(sent).toEqual([]);
  });

  it("shows one error at a time: the server's refusal goes once the operator edits or the form finds its own problem", async () => {
    refusal = { status: 409, body: { error: ADMIN_MESSAGES.slugTaken, code: 'conflict' } };
    const form = await newShopForm();
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Book Shop' } });
    fireEvent.click(form.getByRole('button', { name: 'Create shop' }));
    expect((await form.findByRole('alert')).textContent).toBe(ADMIN_MESSAGES.slugTaken);

    fireEvent.change(form.getByLabelText('Delivery fee (₦)'), { target: { value: '1e3' } });
    await vi.waitFor(() => expect(form.queryByRole('alert')).toBeNull());
    fireEvent.click(form.getByRole('button', { name: 'Create shop' }));
    expect(form.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([ADMIN_MESSAGES.deliveryFee]);
  });
});

describe('the list of shops', () => {
  it('finds a shop by part of its name or address, says how many it shows, and says when none matches', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Shops' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('2 shops');
    const find = screen.getByLabelText('Find a shop');
    fireEvent.change(find, { target: { value: '  LAUNDRY ' } });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent?.trim()),
    ).toEqual(['Hall Laundry Express']);
    expect(screen.getByRole('status').textContent).toBe('1 of 2 shops');
    fireEvent.change(find, { target: { value: 'mama-put' } });
    expect(within(list).getByText('Mama Put')).toBeTruthy();
    fireEvent.change(find, { target: { value: 'suya' } });
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('No shop\'s name or address holds "suya".');
  });

  it('suspends a shop only with its name typed, and sends that name for the server to check too', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Shops' });
    fireEvent.click(within(list).getByRole('button', { name: 'Suspend Mama Put' }));
    const form = screen.getByRole('form', { name: 'Suspend Mama Put' });
    const go = within(form).getByRole('button', { name: 'Suspend the shop' });
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: 'Mama' } });
    expect((go as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: ' mama put ' } });
    fireEvent.click(go);
    await vi.waitFor(() => expect(sent).toEqual([{ method: 'PUT', body: { suspended: true, name: ' mama put ' } }]));
  });
});
