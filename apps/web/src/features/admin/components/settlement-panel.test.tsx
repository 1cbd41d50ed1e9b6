import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES } from '@campus/contract';
import { SettlementPanel } from './settlement-panel';

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const SHOP = '7b0c1c52-6a61-4c55-9e5c-1b1d2c3e4f50';
const saved = {
  shopId: SHOP,
  bankCode: '058',
  bankName: 'Guaranty Trust Bank',
  accountNumber: '0123456789',
  accountName: 'MAMA PUT KITCHEN VENTURES',
  subaccountCode: 'ACCT_sandbox1',
  commissionPercent: 7.5,
  updatedAt: '2026-11-24T10:00:00.000Z',
  nameMatchesShop: true,
};

let calls: { method: string; url: string; body: unknown }[];
/** What the next saves answer before the usual 200 (a test makes the server refuse one). */
let saveRefusals: Response[];
beforeEach(() => {
  localStorage.setItem('authToken', 'header.payload.sig');
  calls = [];
  saveRefusals = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith('/admin/banks')) return json(200, { banks: [{ code: '058', name: 'Guaranty Trust Bank' }] });
      if (url.endsWith('/admin/banks/resolve'))
        return json(200, { bankCode: '058', accountNumber: '0123456789', accountName: 'MAMA PUT KITCHEN VENTURES' });
      if (url.endsWith(`/admin/shops/${SHOP}/settlement`) && method === 'PUT') return saveRefusals.shift() ?? json(200, saved);
      if (url.endsWith(`/admin/shops/${SHOP}/settlement`)) return json(200, { settlement: null, defaultCommissionPercent: 5 });
      return json(404, { error: 'Not found' });
    }),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderPanel(shopName = 'Mama Put', ownerNames: string[] = []) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SettlementPanel shopId={SHOP} shopName={shopName} ownerNames={ownerNames} />
    </QueryClientProvider>,
  );
}

describe('SettlementPanel', () => {
  it('saves only the name the bank gave, once the operator confirmed it, with the commission typed', async () => {
    renderPanel();
    expect(await screen.findByText(/No bank account yet: Mama Put can sell/)).toBeTruthy();
    expect((screen.getByLabelText('Commission (%)') as HTMLInputElement).value).toBe('5');

    await screen.findByRole('option', { name: 'Guaranty Trust Bank' });
    fireEvent.change(screen.getByLabelText('Bank'), { target: { value: '058' } });
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '0123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Check the account name and confirm it first');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Check account name' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Pay to MAMA PUT KITCHEN VENTURES/ }));
    fireEvent.change(screen.getByLabelText('Commission (%)'), { target: { value: '7.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));

    expect((await screen.findByRole('status')).textContent).toBe('Saved: paid to MAMA PUT KITCHEN VENTURES, subaccount ACCT_sandbox1.');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { bankCode: '058', accountNumber: '0123456789', confirmedAccountName: 'MAMA PUT KITCHEN VENTURES', commissionPercent: 7.5 },
    ]);
  });

  it('asks for a ten-digit number before asking the bank', async () => {
    renderPanel();
    await screen.findByRole('option', { name: 'Guaranty Trust Bank' });
    fireEvent.change(screen.getByLabelText('Bank'), { target: { value: '058' } });
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check account name' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the 10-digit account number');
    expect(calls.some((call) => call.url.endsWith('/banks/resolve'))).toBe(false);
  });

  async function checkAndConfirm() {
    await screen.findByRole('option', { name: 'Guaranty Trust Bank' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('Bank'), { target: { value: '058' } });
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '0123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check account name' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Pay to MAMA PUT KITCHEN VENTURES/ }));
  }
  const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

  it.each(['1e1', '1E1', '0x10', '-5', '7,5', ''])('refuses the commission %j before sending, saying how to write it', async (typed) => {
    renderPanel();
    await checkAndConfirm();
    fireEvent.change(screen.getByLabelText('Commission (%)'), { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_MESSAGES.commission);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('clears a red line once it no longer applies: never beside a newer one, never above "Saved"', async () => {
    renderPanel();
    await screen.findByRole('option', { name: 'Guaranty Trust Bank' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(alerts()).toEqual(['Check the account name and confirm it first']);
    await checkAndConfirm();
    // Checked and confirmed: the line's advice is done.
    expect(alerts()).toEqual([]);

    saveRefusals.push(json(409, { error: 'The bank now gives another name for this account. Check it again.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('The bank now gives another name for this account. Check it again.')).toBeTruthy();
    // A new client error replaces the server's, which answered the attempt before.
    fireEvent.change(screen.getByLabelText('Commission (%)'), { target: { value: '1e1' } });
    expect(alerts()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(alerts()).toEqual([ADMIN_MESSAGES.commission]);

    fireEvent.change(screen.getByLabelText('Commission (%)'), { target: { value: '7.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved: paid to MAMA PUT KITCHEN VENTURES, subaccount ACCT_sandbox1.');
    expect(alerts()).toEqual([]);

    // Saving again with nothing checked: the red line alone, the earlier "Saved" no longer beneath it.
    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(alerts()).toEqual(['Check the account name and confirm it first']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("a name that is neither the shop's nor its owner's is said plainly and saved only once typed (issue 39 item 4)", async () => {
    renderPanel('Hall Laundry Express', ['Chidi Eze']);
    await screen.findByRole('option', { name: 'Guaranty Trust Bank' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('Bank'), { target: { value: '058' } });
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '0123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check account name' }));
    const warning = await screen.findByText(/which is neither Hall Laundry Express nor its owner \(Chidi Eze\)/);
    expect(warning.textContent).toContain('MAMA PUT KITCHEN VENTURES');
    // No one-click checkbox for a stranger's account.
    expect(screen.queryByRole('checkbox')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText(/Type the account name, MAMA PUT KITCHEN VENTURES, to save/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('To save it anyway, type the account name as the bank gives it'), {
      target: { value: 'Hall Laundry Express' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(screen.getByLabelText('To save it anyway, type the account name as the bank gives it'), {
      target: { value: 'mama put kitchen ventures' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      {
        bankCode: '058',
        accountNumber: '0123456789',
        confirmedAccountName: 'MAMA PUT KITCHEN VENTURES',
        typedAccountName: 'mama put kitchen ventures',
        commissionPercent: 5,
      },
    ]);
  });
});
