import { afterEach, describe, expect, it } from 'vitest';
import type { CartResponse } from '@campus/contract';
import { orderFromCart } from './create-order';

const item = (id: string, qty: number, unitPrice: number, condiments: { name: string; price: number }[] = []) => ({
  _id: id,
  product: { _id: id, slug: id, productTitle: id, price: unitPrice, images: [] },
  shopId: 's',
  qty,
  unitPrice,
  totalPrice: unitPrice * qty,
  condiments,
});

const cart: CartResponse = {
  cart: [item('p1', 2, 1250.5, [{ name: 'Chicken', price: 900 }]), item('p2', 1, 3200)],
  shopBreakdown: [],
  subtotal: '₦5,701.00',
  deliveryTotal: '₦650.00',
  grandTotal: '₦6,351.00',
};

afterEach(() => localStorage.clear());

describe('orderFromCart (§3 order to create)', () => {
  it('sends the items subtotal in naira, one entry per line with its condiments, and the payment reference', () => {
    expect(orderFromCart(cart, 'Ref1-abc')).toEqual({
      orderPrice: 5701,
      orderItems: [
        { product: 'p1', qty: 2, condiments: [{ name: 'Chicken', price: 900 }] },
        { product: 'p2', qty: 1, condiments: [] },
      ],
      reference: 'Ref1-abc',
    });
  });

  it("names the signed-in user by the token's subject", () => {
    const payload = btoa(JSON.stringify({ sub: 'user-42', exp: 4102444800 })).replace(/=+$/, '');
    localStorage.setItem('authToken', `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`);
    expect(orderFromCart(cart, 'R').user).toBe('user-42');
  });
});
