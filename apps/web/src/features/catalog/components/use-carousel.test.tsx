import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProductGallery } from './product-gallery';

afterEach(cleanup);

// What jsdom lacks and embla asks of the browser: media queries and size/visibility observers.
beforeAll(() => {
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('IntersectionObserver', Observer);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
});

const images = ['/media/a.svg', '/media/b.svg', '/media/c.svg'];
const current = () =>
  screen
    .getAllByRole('button', { name: /^Show image/ })
    .find((b) => b.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label');
/** The carousel engine starts a frame and a task after the first paint. */
const engineStart = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20))));

describe('the looping carousel (shop and product pictures)', () => {
  it('wraps around with its arrows once the engine runs', async () => {
    render(<ProductGallery images={images} title="Jollof Rice" />);
    await engineStart();
    expect(current()).toBe('Show image 1');
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(current()).toBe('Show image 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(current()).toBe('Show image 1');
  });

  it('keeps a picture chosen before the engine started', async () => {
    render(<ProductGallery images={images} title="Jollof Rice" />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(current()).toBe('Show image 3');
    await engineStart();
    expect(current()).toBe('Show image 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(current()).toBe('Show image 1');
  });
});
