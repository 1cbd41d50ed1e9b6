import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HelpSection } from '@/features/about/components/help-links';
import { STORE_CONFIG } from '@/testing/store-config';
import { MenuButton } from './menu-button';

function renderIn(element: React.ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** What a phone shopper must reach without the desktop footer (issue 23). */
async function expectHelpLinks(scope: HTMLElement) {
  const inScope = within(scope);
  expect((await inScope.findByRole('link', { name: 'Customer service' }, { timeout: 5000 })).getAttribute('href')).toBe(
    'https://wa.me/2348012345678',
  );
  expect(inScope.getByRole('link', { name: 'Call us' }).getAttribute('href')).toBe('tel:+2348012345678');
  expect(inScope.getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about');
  expect(inScope.getByRole('link', { name: 'Terms and Policy' }).getAttribute('href')).toBe('/terms-of-service');
  for (const name of ['Instagram', 'X', 'Facebook', 'TikTok']) expect(inScope.getByRole('link', { name })).toBeTruthy();
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(STORE_CONFIG), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MenuButton (phone top bar)', () => {
  it('opens a menu with customer service, call, About, Terms and the social links, and closes on Escape', async () => {
    renderIn(<MenuButton />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Help' })).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await expectHelpLinks(screen.getByRole('navigation', { name: 'Help' }));

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'Help' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when a link in it is followed', async () => {
    renderIn(<MenuButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(await screen.findByRole('link', { name: 'About Us' }));
    expect(screen.queryByRole('navigation', { name: 'Help' })).toBeNull();
  });
});

describe('HelpSection (Account page)', () => {
  it('lists the same help links', async () => {
    renderIn(<HelpSection />);
    await expectHelpLinks(screen.getByRole('region', { name: 'Help and information' }));
  });
});
