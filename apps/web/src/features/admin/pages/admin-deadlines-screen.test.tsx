import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCEPTANCE_MESSAGES, type MarketSettings } from '@campus/contract';
import { renderScreen } from '@/testing/render-screen';
import { AdminDeadlinesPage } from './admin-deadlines-screen';

function token(): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600, email: 'op@example.com', hall: 'Bethel', address: '', fullName: 'Ada Operator' })}.sig`;
}

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let settings: MarketSettings;
let sent: { url: string; body: unknown }[];
beforeEach(() => {
  localStorage.setItem('authToken', token());
  sent = [];
  settings = {
    acceptanceMinutes: 10,
    smsAfterMinutes: 2,
    updatedAt: '2026-11-27T10:00:00.000Z',
    shops: [
      { slug: 'amala-express', name: 'Amala Express', acceptanceMinutes: null },
      { slug: 'suya-spot', name: 'Suya Spot', acceptanceMinutes: 15 },
    ],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/me/roles')) return json(200, { operator: true, shops: [] });
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, number | null>;
        sent.push({ url, body });
        if (url.endsWith('/admin/market-settings')) {
          if (body.smsAfterMinutes! >= body.acceptanceMinutes!)
            return json(400, { error: ACCEPTANCE_MESSAGES.smsAfterTooLate, code: 'invalid_input' });
          settings = { ...settings, ...body, updatedAt: '2026-11-27T10:05:00.000Z' } as MarketSettings;
          return json(200, settings);
        }
        const slug = url.split('/shops/')[1]!.split('/')[0]!;
        settings = {
          ...settings,
          shops: settings.shops.map((shop) => (shop.slug === slug ? { ...shop, acceptanceMinutes: body.acceptanceMinutes ?? null } : shop)),
        };
        return json(
          200,
          settings.shops.find((shop) => shop.slug === slug)!,
        );
      }
      if (url.endsWith('/admin/market-settings')) return json(200, settings);
      return json(404, { error: 'Not found' });
    }),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the order deadlines screen', () => {
  it("shows the market's minutes, says why a text after the deadline is refused, and saves good ones", async () => {
    renderScreen(<AdminDeadlinesPage />);
    const accept = await screen.findByLabelText(/Minutes to accept/, {}, { timeout: 15_000 });
    const sms = screen.getByLabelText(/Text the shop after/);
    expect((accept as HTMLInputElement).value).toBe('10');
    fireEvent.change(sms, { target: { value: '12' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText(ACCEPTANCE_MESSAGES.smsAfterTooLate, {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.change(accept, { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText(/Text the shop after/), { target: { value: '3' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText(ACCEPTANCE_MESSAGES.saved, {}, { timeout: 10_000 })).toBeTruthy();
    expect(sent.at(-1)).toEqual({
      url: expect.stringContaining('/admin/market-settings'),
      body: { acceptanceMinutes: 15, smsAfterMinutes: 3 },
    });
  });

  it("lists the shops with their own minutes and puts one back on the market's", async () => {
    renderScreen(<AdminDeadlinesPage />);
    expect(await screen.findByText('Suya Spot · 15 min', {}, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use market setting' }));
    expect(await screen.findByText(/None: every shop follows the market setting/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(sent).toEqual([{ url: expect.stringContaining('/admin/shops/suya-spot/acceptance'), body: { acceptanceMinutes: null } }]);
  });
});
