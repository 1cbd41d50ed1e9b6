import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@campus/contract';
import { CategoryRow } from './category-row';

/** jsdom lays nothing out: give the scroller the sizes a browser would. */
function sized(element: HTMLElement, { client, scroll }: { client: number; scroll: number }) {
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: client });
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scroll });
}

function renderRow() {
  render(
    <MemoryRouter>
      <CategoryRow names={CATEGORIES} current="Food" />
    </MemoryRouter>,
  );
  return screen.getByTestId('category-scroller');
}

afterEach(cleanup);

describe('CategoryRow', () => {
  it('links every category, the current one marked', () => {
    renderRow();
    for (const name of CATEGORIES) expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(`/${name}`);
    expect(screen.getByRole('link', { name: 'Food' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows no scroll sign when every category fits', () => {
    const scroller = renderRow();
    sized(scroller, { client: 360, scroll: 360 });
    act(() => void fireEvent.scroll(scroller));
    expect(screen.queryByRole('button', { name: 'More categories' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous categories' })).toBeNull();
  });

  it('says there is more when the row is cut, on the side where the rest is', () => {
    const scroller = renderRow();
    sized(scroller, { client: 300, scroll: 400 });
    act(() => void fireEvent.scroll(scroller));
    expect(screen.getByRole('button', { name: 'More categories' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Previous categories' })).toBeNull();

    scroller.scrollLeft = 100;
    act(() => void fireEvent.scroll(scroller));
    expect(screen.queryByRole('button', { name: 'More categories' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous categories' })).toBeTruthy();
  });
});
