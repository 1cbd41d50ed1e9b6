import { describe, expect, it } from 'vitest';
import { orderConfirmationMail } from './order-mails';
import type { NewOrderItemRow, OrderRow } from './orders.repository';

const order: OrderRow = {
  id: '00000000-0000-4000-8000-000000000001',
  publicId: 'CM-ABCDE12345',
  userId: '00000000-0000-4000-8000-000000000002',
  paymentReference: 'AdaTester1795750000000-abc123',
  itemsSubtotalKobo: 520_000,
  deliveryKobo: 75_000,
  discountKobo: 0,
  promoCode: null,
  totalKobo: 595_000,
  fullName: 'Ada Obi',
  hall: 'Queen Esther',
  room: 'Block C, 7',
  deliveryNote: '',
  status: 'paid',
  // 23:30 in UTC is 00:30 the next day in Lagos.
  createdAt: new Date('2026-11-26T23:30:00Z'),
};
const items: NewOrderItemRow[] = [
  {
    productId: 'p1',
    shopId: 's1',
    title: 'Jollof Rice',
    unitPriceKobo: 170_000,
    qty: 2,
    condiments: [{ name: 'Beef', priceKobo: 50_000 }],
  },
  { productId: 'p2', shopId: 's2', title: 'Ankara Tote', unitPriceKobo: 180_000, qty: 1, condiments: [] },
];

describe('the order confirmation mail (issue 37 item 4: the receipt’s facts)', () => {
  it('lists each shop’s lines with their extras and prices and its delivery share, the totals, the reference and the Lagos date', () => {
    const mail = orderConfirmationMail(order, items, [
      { shopId: 's1', shopName: 'Jollof Republic', deliveryKobo: 50_000 },
      { shopId: 's2', shopName: 'Ankara Avenue', deliveryKobo: 25_000 },
    ]);
    expect(mail.text).toContain(
      [
        'Jollof Republic',
        '2 x Jollof Rice (with Beef ₦500.00): ₦3,400.00',
        'Delivery share: ₦500.00',
        '',
        'Ankara Avenue',
        '1 x Ankara Tote: ₦1,800.00',
        'Delivery share: ₦250.00',
      ].join('\n'),
    );
    expect(mail.text).toContain('Total paid: ₦5,950.00');
    expect(mail.text).toContain('Reference number: AdaTester1795750000000-abc123');
    expect(mail.text).toContain('Date: 27 Nov 2026, 00:30');
    expect(mail.html).toContain('Delivery share: ₦250.00');
  });

  it('a promo code’s discount is a line of its own, so the lines add up to the total paid (issue 38 item 3)', () => {
    const discounted = { ...order, discountKobo: 50_000, promoCode: 'LAUNCH500', totalKobo: 545_000 };
    const mail = orderConfirmationMail(discounted, items, [
      { shopId: 's1', shopName: 'Jollof Republic', deliveryKobo: 50_000 },
      { shopId: 's2', shopName: 'Ankara Avenue', deliveryKobo: 25_000 },
    ]);
    expect(mail.text).toContain(['Delivery: ₦750.00', 'Promo code LAUNCH500: -₦500.00', 'Total paid: ₦5,450.00'].join('\n'));
    expect(mail.html).toContain('Promo code LAUNCH500: -₦500.00');
  });
});
