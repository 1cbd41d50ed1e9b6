import { describe, expect, it } from 'vitest';
import { availabilityOf, notEnoughStockMessage } from './stock';

describe('availabilityOf', () => {
  it('a count of 0 is out of stock whatever the switch says', () => {
    expect(availabilityOf(true, 0)).toBe(false);
    expect(availabilityOf(null, 0)).toBe(false);
  });
  it('an uncounted product or one with units left keeps its switch', () => {
    expect(availabilityOf(true, null)).toBe(true);
    expect(availabilityOf(null, 3)).toBeNull();
    expect(availabilityOf(false, 5)).toBe(false);
  });
});

describe('notEnoughStockMessage', () => {
  it('names the product and what is left', () => {
    expect(notEnoughStockMessage('Meat pie', 0)).toBe('Meat pie is out of stock. Remove it from your cart to continue.');
    expect(notEnoughStockMessage('Meat pie', 2)).toBe('Only 2 of Meat pie left. Lower the quantity in your cart to continue.');
  });
});
