import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClearCartButton } from './clear-cart-button';

afterEach(cleanup);

describe('ClearCartButton', () => {
  it('asks before clearing: "Keep items" clears nothing, "Yes, clear cart" clears', () => {
    const onClear = vi.fn();
    render(<ClearCartButton itemCount={3} disabled={false} onClear={onClear} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    expect(onClear).not.toHaveBeenCalled();
    expect(screen.getByText('Remove all 3 items from your cart?')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep items' }));

    fireEvent.click(screen.getByRole('button', { name: 'Keep items' }));
    expect(onClear).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, clear cart' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Clear cart' })).toBeTruthy();
  });

  it('closes the question on Escape without clearing', () => {
    const onClear = vi.fn();
    render(<ClearCartButton itemCount={1} disabled={false} onClear={onClear} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Keep items' }), { key: 'Escape' });
    expect(screen.queryByText('Remove all 1 item from your cart?')).toBeNull();
    expect(onClear).not.toHaveBeenCalled();
  });
});
