import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);
// Transformed once here, so each test's lazy import of sonner takes milliseconds, as a browser's cached chunk does.
beforeAll(async () => {
  await import('sonner');
}, 30_000);
// toast.ts keeps whether a toast was asked for and whether the toaster listens: each test a fresh copy.
beforeEach(() => vi.resetModules());

async function fresh() {
  const [{ LazyToaster }, { toast }] = await Promise.all([import('./lazy-toaster'), import('../toast')]);
  return { LazyToaster, toast };
}

/** sonner's toaster, once mounted, is a labelled region. */
const toaster = () => document.querySelector('section[aria-label^="Notifications"]');
/** Lets the lazy import settle and React commit what it brought. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

describe('LazyToaster (decision 039, 070)', () => {
  it('stays off the page while it loads and idles, and mounts at the first tap', async () => {
    const { LazyToaster } = await fresh();
    render(<LazyToaster />);
    // Longer than the idle moment the toaster used to mount at (jsdom has no requestIdleCallback: 200 ms).
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 600)));
    expect(toaster()).toBeNull();
    fireEvent.pointerDown(document.body);
    await settle();
    expect(toaster()).not.toBeNull();
  });

  it('mounts at the first key press too', async () => {
    const { LazyToaster } = await fresh();
    render(<LazyToaster />);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await settle();
    expect(toaster()).not.toBeNull();
  });

  it('shows a toast asked for before the shopper did anything', async () => {
    const { LazyToaster, toast } = await fresh();
    render(<LazyToaster />);
    toast.error('Session expired. Please log in again.');
    expect(await screen.findByText('Session expired. Please log in again.')).toBeTruthy();
  });
});
