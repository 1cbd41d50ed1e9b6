import { describe, expect, it } from 'vitest';
import type { CartItem, CartResponse } from '@campus/contract';
import { predictCart } from './use-cart-change';
import { emptyCartResponse, withLineQty } from './optimistic-cart';

function item(id: string, shopId: string, unitPrice: number, qty: number): CartItem {
  return {
    _id: id,
    product: { _id: id, slug: id, productTitle: id, price: unitPrice, images: [] },
    shopId,
    qty,
    unitPrice,
    totalPrice: unitPrice * qty,
    condiments: [],
  };
}

/** Shop B entered the cart first (delivery ₦300.01, pays full); shop A (₦500) pays half. */
const cart: CartResponse = {
  cart: [item('soda', 'b', 250.5, 1), item('rice', 'a', 1500, 1), item('stew', 'a', 800, 2)],
  shopBreakdown: [
    {
      shopId: 'b',
      shopSlug: 'b',
      shopName: 'Shop B',
      deliveryPrice: 300.01,
      shopDeliveryPrice: 300.01,
      subtotal: 250.5,
      items: [item('soda', 'b', 250.5, 1)],
    },
    {
      shopId: 'a',
      shopSlug: 'a',
      shopName: 'Shop A',
      deliveryPrice: 250,
      shopDeliveryPrice: 500,
      subtotal: 3100,
      items: [item('rice', 'a', 1500, 1), item('stew', 'a', 800, 2)],
    },
  ],
  subtotal: '₦3,350.50',
  deliveryTotal: '₦550.01',
  grandTotal: '₦3,900.51',
};

describe('optimistic cart (§4)', () => {
  it('re-prices a line, its shop and the totals when a quantity changes', () => {
    const next = withLineQty(cart, 'rice', 3);
    expect(next.cart.map((i) => [i._id, i.qty, i.totalPrice])).toEqual([
      ['soda', 1, 250.5],
      ['rice', 3, 4500],
      ['stew', 2, 1600],
    ]);
    expect(next.shopBreakdown.map((s) => [s.shopName, s.deliveryPrice, s.subtotal])).toEqual([
      ['Shop B', 300.01, 250.5],
      ['Shop A', 250, 6100],
    ]);
    expect(next).toMatchObject({ subtotal: '₦6,350.50', deliveryTotal: '₦550.01', grandTotal: '₦6,900.51' });
  });

  it('drops a line at zero, and a shop with it, so the next shop pays its full delivery (§9)', () => {
    const next = predictCart(cart, { kind: 'remove', productId: 'soda' });
    expect(next.shopBreakdown.map((s) => [s.shopName, s.deliveryPrice])).toEqual([['Shop A', 500]]);
    expect(next).toMatchObject({ subtotal: '₦3,100.00', deliveryTotal: '₦500.00', grandTotal: '₦3,600.00' });
  });

  it('predicts plus, minus (removing at one) and clear', () => {
    expect(predictCart(cart, { kind: 'increase', productId: 'stew' }).cart.find((i) => i._id === 'stew')?.qty).toBe(3);
    expect(predictCart(cart, { kind: 'decrease', productId: 'stew' }).cart.find((i) => i._id === 'stew')?.qty).toBe(1);
    expect(predictCart(cart, { kind: 'decrease', productId: 'soda' }).cart.map((i) => i._id)).toEqual(['rice', 'stew']);
    expect(predictCart(cart, { kind: 'clear' })).toEqual(emptyCartResponse());
    expect(emptyCartResponse().grandTotal).toBe('₦0.00');
  });

  it('leaves the cart as it was for a product not in it', () => {
    expect(withLineQty(cart, 'nothing', 4)).toEqual(cart);
  });
});
