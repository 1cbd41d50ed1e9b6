import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HallSelect, filterHalls } from './hall-select';

afterEach(cleanup);
// jsdom does not lay out, so it has no scrollIntoView; browsers do (the e2e journey uses the real one).
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

function Harness() {
  const [hall, setHall] = useState('');
  return (
    <>
      <HallSelect value={hall} onChange={setHall} />
      <output data-testid="picked">{hall}</output>
    </>
  );
}

describe('filterHalls', () => {
  it('matches any part of a name, ignoring case', () => {
    expect(filterHalls('IPERU')).toEqual(['Gamaliel (Iperu)', 'Justice Deborah (Iperu)']);
    expect(filterHalls('')).toHaveLength(21);
    expect(filterHalls('qwerty')).toEqual([]);
  });
});

describe('HallSelect', () => {
  it("lists the 21 halls, says 'No results found' when nothing matches, and closes after a click", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /^Hall/ }));
    expect(screen.getAllByRole('option')).toHaveLength(21);
    expect(screen.getByRole('listbox').className).toContain('max-h-60');
    await user.type(screen.getByRole('combobox', { name: 'Search halls' }), 'xyz');
    expect(screen.getByText('No results found')).toBeTruthy();
    await user.clear(screen.getByRole('combobox', { name: 'Search halls' }));
    await user.click(screen.getByRole('option', { name: 'Ogden' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByTestId('picked').textContent).toBe('Ogden');
    expect(screen.getByRole('button', { name: 'Hall Ogden' })).toBeTruthy();
  });

  it('is operable with arrow keys, Enter and Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /^Hall/ }));
    const search = screen.getByRole('combobox', { name: 'Search halls' });
    await user.type(search, 'a');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const active = search.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toBe(filterHalls('a')[1]);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('picked').textContent).toBe(filterHalls('a')[1]);
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: /^Hall/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
