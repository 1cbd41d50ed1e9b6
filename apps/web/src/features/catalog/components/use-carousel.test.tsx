import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type EmblaCarousel from 'embla-carousel';
import { ProductGallery } from './product-gallery';

// The real engine, watched: how many times the carousel starts one.
const embla = vi.hoisted(() => vi.fn());
vi.mock('embla-carousel', async (original) => {
  const real = (await original<{ default: typeof EmblaCarousel }>()).default;
  embla.mockImplementation(real);
  return { default: embla };
});

afterEach(() => {
  cleanup();
  embla.mockClear();
});

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
/** Whether the carousel has started its engine. */
const engineStarted = () => embla.mock.calls.length > 0;

describe('the looping carousel (shop and product pictures)', () => {
  it('wraps around with its arrows', () => {
    render(<ProductGallery images={images} title="Jollof Rice" />);
    expect(current()).toBe('Show image 1');
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(current()).toBe('Show image 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(current()).toBe('Show image 1');
  });

  it('leaves the engine unstarted until the shopper reaches for the carousel, then starts it once', () => {
    render(<ProductGallery images={images} title="Jollof Rice" />);
    expect(engineStarted()).toBe(false);
    fireEvent.pointerDown(screen.getByRole('group', { name: '2 of 3' }));
    expect(embla).toHaveBeenCalledTimes(1);
    fireEvent.touchStart(screen.getByRole('group', { name: '1 of 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(embla).toHaveBeenCalledTimes(1);
    expect(current()).toBe('Show image 2');
  });

  it('starts with the keyboard: a control focused starts it before it is pressed', () => {
    render(<ProductGallery images={images} title="Jollof Rice" />);
    fireEvent.focusIn(screen.getByRole('button', { name: 'Show image 3' }));
    expect(engineStarted()).toBe(true);
  });

  it('a control pressed without a touch first (a screen reader, a tap held before hydration) starts it and turns', () => {
    render(<ProductGallery images={images} title="Jollof Rice" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3' }));
    expect(engineStarted()).toBe(true);
    expect(current()).toBe('Show image 3');
  });

  it('starts at the first picture, looping only once there are two or more pictures', () => {
    const { rerender } = render(<ProductGallery images={images.slice(0, 1)} title="Jollof Rice" />);
    rerender(<ProductGallery images={images} title="Jollof Rice" />);
    fireEvent.pointerDown(screen.getByRole('group', { name: '1 of 3' }));
    expect(embla.mock.calls[0]?.[1]).toMatchObject({ loop: true });
    expect(current()).toBe('Show image 1');
  });

  it('stops the engine when the page goes', () => {
    const { unmount } = render(<ProductGallery images={images} title="Jollof Rice" />);
    fireEvent.pointerDown(screen.getByRole('group', { name: '1 of 3' }));
    const [engine] = embla.mock.results.map((result) => result.value as { destroy(): void });
    const destroy = vi.spyOn(engine as { destroy(): void }, 'destroy');
    unmount();
    expect(destroy).toHaveBeenCalledTimes(1);
  });
});
